; Podsheet installer for Windows (NSIS 3).
;
;   makensis -DVERSION=0.1.0 -DEXE=path\to\podsheet.exe -DOUTFILE=podsheet-0.1.0-setup.exe podsheet.nsi
;
; Installs podsheet.exe for all users, a Start-menu shortcut, an uninstaller
; (also listed in Settings > Apps), and the .podsheet file association so a
; double-click opens the event in Podsheet.

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
InstallDir "$PROGRAMFILES64\${APP}"
InstallDirRegKey HKLM "Software\${APP}" "InstallDir"
RequestExecutionLevel admin

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
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  File "/oname=podsheet.exe" "${EXE}"
  File "/oname=podsheet.ico" "..\..\assets\icons\podsheet.ico"
  File "/oname=demo-8.podsheet" "..\..\assets\demo-8.podsheet"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu.
  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\podsheet.exe" "" "$INSTDIR\podsheet.exe" 0

  ; .podsheet -> Podsheet.Event -> podsheet.exe "%1"
  WriteRegStr HKLM "Software\Classes\.podsheet" "" "${PROGID}"
  WriteRegStr HKLM "Software\Classes\.podsheet" "Content Type" "application/x-podsheet"
  WriteRegStr HKLM "Software\Classes\.podsheet\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKLM "Software\Classes\${PROGID}" "" "Podsheet event"
  WriteRegStr HKLM "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\podsheet.exe,0"
  WriteRegStr HKLM "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\podsheet.exe" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\podsheet.exe\SupportedTypes" ".podsheet" ""
  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Settings > Apps.
  WriteRegStr HKLM "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\podsheet.exe,0"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "Podsheet developers"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetRegView 64
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$INSTDIR\podsheet.exe"
  Delete "$INSTDIR\podsheet.ico"
  Delete "$INSTDIR\demo-8.podsheet"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; Remove the association only if it is still ours.
  ReadRegStr $0 HKLM "Software\Classes\.podsheet" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKLM "Software\Classes\.podsheet"
  DeleteRegKey HKLM "Software\Classes\${PROGID}"
  DeleteRegKey HKLM "Software\Classes\Applications\podsheet.exe"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "Software\${APP}"
SectionEnd
