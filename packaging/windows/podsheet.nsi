; Podsheet installer for Windows (NSIS 3).
;
;   makensis -DVERSION=0.1.0 -DEXE=path\to\podsheet.exe -DOUTFILE=podsheet-0.1.0-setup.exe podsheet.nsi
;
; Installs podsheet.exe, a Start-menu shortcut, an uninstaller (also listed
; in Settings > Apps), and the .podsheet file association so a double-click
; opens the event in Podsheet.
;
; For the user who runs it, by default (the download): no administrator
; needed, as a store's counter PC often has none. The program goes to
; %LOCALAPPDATA%\Programs\Podsheet, the association and the Apps entry to
; HKEY_CURRENT_USER. -DALLUSERS builds the installer for every user of the
; PC instead: Program Files, HKEY_LOCAL_MACHINE, and it asks for an
; administrator. Both take /S (silent), and so do their uninstallers.

Unicode true
SetCompressor /SOLID lzma
; -DAMD64: a 64-bit installer stub (Debian's nsis has it; the official
; Windows NSIS build does not). Used to test the installer under a 64-bit-only Wine.
!ifdef AMD64
  Target amd64-unicode
!endif

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef EXE
  !define EXE "..\..\target\release\podsheet.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "podsheet-${VERSION}-setup.exe"
!endif

!define APP "Podsheet"
!define PROGID "Podsheet.Event"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Podsheet"

!include "MUI2.nsh"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
; SHCTX below is HKLM for every user (SetShellVarContext all), else HKCU.
!ifdef ALLUSERS
  !define CONTEXT "all"
  InstallDir "$PROGRAMFILES64\${APP}"
  InstallDirRegKey HKLM "Software\${APP}" "InstallDir"
  RequestExecutionLevel admin
!else
  !define CONTEXT "current"
  InstallDir "$LOCALAPPDATA\Programs\${APP}"
  InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
  RequestExecutionLevel user
!endif

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

!define MUI_ICON "..\..\assets\icons\podsheet.ico"
!define MUI_UNICON "..\..\assets\icons\podsheet.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\podsheet.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Podsheet" SecMain
  SectionIn RO
  SetRegView 64
  SetShellVarContext ${CONTEXT}
  SetOutPath "$INSTDIR"
  File "/oname=podsheet.exe" "${EXE}"
  File "/oname=podsheet.ico" "..\..\assets\icons\podsheet.ico"
  File "/oname=demo-8.podsheet" "..\..\assets\demo-8.podsheet"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu.
  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\podsheet.exe" "" "$INSTDIR\podsheet.exe" 0

  ; .podsheet -> Podsheet.Event -> podsheet.exe "%1"
  WriteRegStr SHCTX "Software\Classes\.podsheet" "" "${PROGID}"
  WriteRegStr SHCTX "Software\Classes\.podsheet" "Content Type" "application/x-podsheet"
  WriteRegStr SHCTX "Software\Classes\.podsheet\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "Podsheet event"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\podsheet.exe,0"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\podsheet.exe" "%1"'
  WriteRegStr SHCTX "Software\Classes\Applications\podsheet.exe\SupportedTypes" ".podsheet" ""
  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Settings > Apps.
  WriteRegStr SHCTX "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\podsheet.exe,0"
  WriteRegStr SHCTX "${UNINST_KEY}" "Publisher" "Podsheet developers"
  WriteRegStr SHCTX "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetRegView 64
  SetShellVarContext ${CONTEXT}
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$INSTDIR\podsheet.exe"
  Delete "$INSTDIR\podsheet.ico"
  Delete "$INSTDIR\demo-8.podsheet"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; Remove the association only if it is still ours.
  ReadRegStr $0 SHCTX "Software\Classes\.podsheet" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey SHCTX "Software\Classes\.podsheet"
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
  DeleteRegKey SHCTX "Software\Classes\Applications\podsheet.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey SHCTX "${UNINST_KEY}"
  DeleteRegKey SHCTX "Software\${APP}"
SectionEnd
