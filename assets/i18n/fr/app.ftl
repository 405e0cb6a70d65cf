# L’application (src/app). Chaque id commence par le fichier qui l’utilise.

app-draft-pod = Pod de draft
app-standings = Classement
app-explain = Explication
app-rolls-and-coin-flips = Tirages et pile ou face
app-status-line = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} : { $missing ->
    [one] { $missing } résultat à saisir
   *[other] { $missing } résultats à saisir
}, { $problems ->
    [one] { $problems } problème
   *[other] { $problems } problèmes
}
app-dismiss = Masquer
command-new-event = Nouveau tournoi…
command-new-draft-night = Nouvelle soirée draft…
command-open = Ouvrir…
command-save = Enregistrer
command-save-as = Enregistrer sous…
command-export-pdf = Exporter en PDF ({ $value })…
command-print-this-round = Imprimer cette ronde ({ $value })…
command-open-the-pdf-when-done = Ouvrir le PDF une fois écrit
command-undo = Annuler
command-redo = Rétablir
command-tie-break-roll = Tirage pour les égalités
command-cut-to-top = Couper au top { $top }
command-cut-tooltip = Arrêter les rondes suisses ici : les premiers du classement jouent une phase finale à élimination directe
command-late-entry = Inscription tardive…
command-swap-two-players = Échanger deux joueurs…
command-pods-and-players-of-the = Pods et joueurs de la soirée…
command-open-the-display-window = Ouvrir la fenêtre d’affichage
command-share-on-the-store-s = Partager sur le réseau de la boutique…
command-pod = Pod { $value }
command-next-pod = Pod suivant
command-previous-pod = Pod précédent
command-go-to-the-first-empty = Aller au premier résultat vide
command-start-a-new-event-a = Commencer un nouveau tournoi : une feuille de pod, un tournoi toutes rondes ou en rondes suisses
command-deal-tonight-s-sign-ups = Répartir les inscrits de la soirée en pods, places tirées au sort
command-open-an-event-or-night = Ouvrir un fichier de tournoi ou de soirée, ou un CSV de résultats
command-save-the-event-or-the = Enregistrer le tournoi (ou toute la soirée) dans son fichier
command-save-the-event-or-the-2 = Enregistrer le tournoi (ou toute la soirée) sous un nouveau nom
command-the-sheet-or-the-standings = La feuille (ou le classement) en PDF à imprimer
command-this-round-s-pairings-and = Les appariements et bulletins de cette ronde en PDF
command-the-empty-paper-sheet-for = La feuille papier vierge pour le classeur
command-open-each-pdf-in-the = Ouvrir chaque PDF dans la visionneuse du système une fois écrit
command-take-back-the-last-edit = Annuler la dernière modification (dans n’importe quel pod de la soirée)
command-put-back-the-edit-just = Rétablir la modification annulée
command-store-a-random-order-for = Enregistrer un ordre au hasard pour les joueurs égaux à chaque étape
command-add-a-player-who-joins = Ajouter un joueur qui arrive à une ronde ultérieure
command-swap-two-players-in-a = Échanger deux joueurs dans une ronde que personne n’a encore jouée
command-move-players-between-pods-no = Déplacer des joueurs entre pods, absents, retardataires
command-a-second-window-for-a = Une seconde fenêtre pour un écran que les joueurs voient
command-show-pairings-and-standings-on = Afficher appariements et classement sur les téléphones des joueurs
command-the-next-pod-s-sheet = La feuille du pod suivant (aussi Ctrl+Page Down)
command-the-previous-pod-s-sheet = La feuille du pod précédent (aussi Ctrl+Page Up)
command-ctrl-to-ctrl-show-pods = Ctrl+1 à Ctrl+9 affichent les pods 1 à 9
command-put-the-cursor-in-the = Placer le curseur dans la première case sans résultat
command-letter = Letter
command-handling-could-not-open-the-file = Impossible d’ouvrir le fichier.{"\u000A"}{ $e }
command-handling-saved = { $value } enregistré.
command-handling-could-not-save-e = Impossible d’enregistrer { $value } : { $e }
command-handling-every-result-of-this-pod = Tous les résultats de ce pod sont saisis.
edit-a-bye-has-no-score = Un bye n’a pas de score à saisir.
edit-round-round-has-no-match = La ronde { $round } n’a pas de match { $value }.
edit-there-is-no-round-round = Il n’y a pas de ronde { $round }.
edit-round-round-already-has-results = La ronde { $round } a déjà des résultats : effacez-les avant de réapparier.
edit-warning-w = Attention : { $w }
new-event-player-round-robin-sheet = Toutes rondes à 7 (feuille)
new-event-player-swiss-sheet = Rondes suisses à 8 (feuille)
new-event-player-swiss-sheet-2 = Rondes suisses à 10 (feuille)
new-event-player-single-elimination = Élimination directe à 8
new-event-player-double-round-robin-sheet = Toutes rondes en double à 6 (feuille)
new-event-player-swiss-a-bye-each = Rondes suisses à 9, un bye par ronde (feuille)
new-event-round-robin-any-size = Toutes rondes, toute taille
new-event-swiss-any-size = Rondes suisses, toute taille
new-event-draft-pod = Pod de draft
new-event-line-e = ligne { $value } : { $e }
new-event-enter-at-least-two-players = Saisissez au moins deux joueurs, un nom par ligne.
new-event-this-sheet-is-for-players = Cette feuille est pour { $players } joueurs ; la liste en compte { $value }.
pairing-hook-was-drawn-flip-the-coin = { $value } s’est fini sur un nul : tirez à pile ou face dans sa case pour savoir qui continue comme gagnant.
export-could-not-make-the-pdf = Impossible de créer le PDF : { $e }
export-could-not-write-e = Impossible d’écrire { $value } : { $e }
export-wrote-pages = { $value } écrit ({ $pages } pages).
export-could-not-open-it-e = Impossible de l’ouvrir : { $e }
export-loopback = Cette impression porterait { $url }, que seul cet ordinateur ouvre : aucun téléphone ne peut l’atteindre.
export-loopback-share-on = Partager sur { $ip } et imprimer
export-loopback-anyway = Imprimer quand même avec { $url }
file-browser-cannot-open-the-folder-e = Impossible d’ouvrir le dossier { $value } : { $e }
file-browser-type-a-name-for-the = Tapez un nom pour le fichier.
file-browser-choose-a-file-from-the = Choisissez un fichier dans la liste, ou tapez son nom.
file-browser-there-is-no-folder = Il n’y a pas de dossier { $value }.
file-browser-is-a-folder = { $value } est un dossier.
file-browser-there-is-no-file-name = Il n’y a pas de fichier { $name } ici.
file-browser-folder = Dossier :
file-browser-up = Remonter
file-browser-home = Dossier personnel
file-browser-documents = Documents
file-browser-no-folders-or-matching-files = Aucun dossier ni fichier correspondant ici.
file-browser-file-name = Nom du fichier :
file-browser-already-exists-replace-it = { $value } existe déjà. Le remplacer ?
file-browser-replace = Remplacer
file-browser-save = Enregistrer
file-browser-open = Ouvrir
file-browser-cancel = Annuler
file-picker-no-answer-in-s = pas de réponse en { $value } s
file-picker-this-desktop-has-no-file = Ce bureau n’a pas de service de boîte de dialogue de fichiers ; Podsheet affiche donc la sienne. (Sélecteur de fichiers de xdg-desktop-portal : { $portal }. zenity : non installé.)
purpose-open-an-event = Ouvrir un tournoi
purpose-save-the-event-as = Enregistrer le tournoi sous
purpose-import-player-names = Importer des noms de joueurs
purpose-export-a-pdf = Exporter un PDF
purpose-save-this-round-s-pairings = Enregistrer les appariements et bulletins de cette ronde sous
purpose-save-the-blank-sheet-as = Enregistrer la feuille vierge sous
purpose-pod-sheets = Feuilles de pod
purpose-pod-sheets-2 = Feuilles de pod
purpose-names = Noms
purpose-pdf = PDF
recovery-not-json-e = pas du JSON : { $e }
recovery-it-holds-no-key = il ne contient pas de { $key }
recovery-unsaved-work-from-an-earlier = Un travail non enregistré d’une session précédente n’a pas pu être relu ({ $why }). Le fichier a été gardé sous { $value } et rien n’y a été écrasé.
recovery-unsaved-work-from-an-earlier-2 = Un travail non enregistré d’une session précédente n’a pas pu être relu ({ $why }), ni mis de côté ({ $e }) : il reste à { $value }.
forms-draft-night = Soirée draft
night-pods = {" "}({ $value } pods)
night-recover-the-night = Récupérer la soirée
night-discard-the-night = Abandonner la soirée
night-new-draft-night = Nouvelle soirée draft
night-players-of-the-night = Joueurs de la soirée
night-night = Soirée
night-sign-up-list-one-name = Liste des inscrits, un nom par ligne
night-preferred-pod-size = Taille de pod préférée
night-seat-again = Nouveau placement
night-line-line-why = Ligne { $line } : { $why }.
night-type-or-paste-the-night = Tapez ou collez les noms de la soirée (deux au moins).
night-drafters = { $value } joueurs :
night-pod = Pod { $value } ({ $value2 }, { $value3 }) : { $value4 }
night-create-the-night = Créer la soirée
night-ctrl-enter = Ctrl+Entrée
night-cancel = Annuler
night-before-round-a-player-can = Avant la ronde 1, un joueur peut changer de pod ou partir (absent) ; le pod est redistribué.
night-has-results-players-fixed = {" "}— a des résultats, joueurs fixés
night-paired-state = {" "}— ses propres rondes : un absent est droppé avant la ronde 1
night-pod-players-state = { $pod } : { $value2 } joueurs, { $value3 }{ $state }
night-to-pod = déplacer vers { $pod }
night-no-show = Absent
night-late-arrival = Retardataire
night-a-new-pod = un nouveau pod
night-a-new-pod-2 = un nouveau pod
night-add = Ajouter
players-could-not-write-the-player = Impossible d’écrire la liste des joueurs { $value } : { $e }
players-find-a-regular = Trouver un habitué
players-player-list-names = Liste des joueurs ({ $value } noms)
players-names-are-kept-on-this = Les noms restent sur cet ordinateur seulement. Fusionnez un nom mal orthographié avec le bon :
players-misspelt = Mal orthographié
players-merge = Fusionner
players-is-not-in-the-player = « { $trim } » n’est pas dans la liste des joueurs.
pods-name-mark-podsheet = { $name }{ $mark } — Podsheet
boxes-table = Table { $value }
boxes-label-vs = { $label } : { $value } contre { $value2 }
boxes-round-round-caption-score = Ronde { $round } { $caption } score
boxes-no-rounds-yet-the-first = Pas encore de ronde : la première apparaît ici une fois appariée.
boxes-paired-once-the-players-are = Apparié une fois les joueurs saisis.
boxes-pair-now = Apparier la ronde { $round } maintenant
boxes-pair-now-tooltip = Le fichier a ses joueurs mais pas encore de ronde : apparier la ronde { $round } avec eux, comme après chaque modification.
boxes-paired-once-round-is-complete = Apparié une fois la ronde { $value } terminée.
boxes-boxes-fill-as-results-arrive = Les cases se remplissent au fil des résultats ; un champ de score s’ouvre dès que les deux joueurs sont connus.
boxes-scores-open-once-round-is = Les scores s’ouvrent une fois la ronde { $value } terminée.
boxes-label-a-has-a-bye = { $label }{ $a } a un bye
boxes-label-a-vs-o = { $label }{ $a } contre { $o }
boxes-has-a-bye = {" "}a un bye
boxes-vs = {" "}contre{" "}
boxes-games-won-drawn = parties gagnées { $a } { $b }, nulles { $draws }
fields-score-hint-three = Parties gagnées, perdues et nulles : 2-1, 21, 2-1-1, ou w, l. Un match nul tel que joué : 1-1, ou 1-1-1 si la partie 3 avait commencé ; une égalité intentionnelle : id (0-0-3).
fields-score-hint-one = Une partie : w (1-0), l (0-1) ou d (0-0-1, une partie nulle) ; une égalité intentionnelle : id.
fields-score-hint-two = Deux parties : 2-0, 1-1, 0-2, ou 1-0-1 si la partie 2 n’a pas été finie ; ou w, l, d (1-1) ; une égalité intentionnelle : id (0-0-2).
boxes-coin-flip-goes-on = pile ou face : { $value } continue ({ $value2 })
boxes-round-r-table = ronde { $r } table { $value }
boxes-flip-coin-for-name = Pile ou face pour { $name }
dialogs-to = de { $value }
dialogs-to-name = de « { $name } »
dialogs-recover-unsaved-changes-what-detail = Récupérer les modifications non enregistrées { $what }{ $detail } de { $when } ?
dialogs-problem = Problème
dialogs-ok = OK
dialogs-recover = Récupérer
dialogs-discard-them = Les abandonner
dialogs-this-event-has-unsaved-changes = Ce tournoi a des modifications non enregistrées. Les enregistrer avant de fermer ?
dialogs-save = Enregistrer
dialogs-close-without-saving = Fermer sans enregistrer
dialogs-cancel = Annuler
dialogs-has-unsaved-changes-discard-them = « { $name } » a des modifications non enregistrées. Les abandonner ?
dialogs-save-first = Enregistrer d’abord
dialogs-discard-changes = Abandonner les modifications
dialogs-cancel-2 = Annuler
dialogs-new-event = Nouveau tournoi
dialogs-late-entry = Inscription tardive
dialogs-manual-pairing = Appariement manuel
display-title-display = { $title } — affichage
display-on-your-phone = Sur votre téléphone
display-your-pairing-the-standings-and = Votre appariement, le classement et les explications.
display-standings = Classement
display-standings-2 = Classement
display-pts = { $value }{ $value2 }  { $match_points } pts  { $match_line }
explain-large-text = Grands caractères
explain-clear = Effacer
explain-compare = Comparer
explain-with = avec
explain-choose = (choisir)
explain-first-player-to-compare = Premier joueur à comparer
explain-second-player-to-compare = Second joueur à comparer
explain-choose-two-different-players = Choisissez deux joueurs différents.
explain-is-not-tied-with-anyone = { $value } n’est à égalité de points de match avec personne.
explain-click-a-player-in-the = Cliquez sur un joueur du classement pour expliquer son égalité, ou choisissez deux joueurs à comparer.
grid-round-round = { $value } ronde { $round }
grid-no = N°
grid-name = Nom
grid-seat = Siège
grid-matches = Matchs
grid-games = Parties
grid-rank = Rang
grid-deck = Deck
grid-first-pick = Premier pick
grid-name-of-player = Nom du joueur { $number }
grid-vs = contre { $value }
grid-dq = DQ
grid-deck-of-short = { $short } : deck
grid-first-pick-of-short = { $short } : premier pick
grid-dropped-after-round-d = { $d ->
    [0] absent : hors du tournoi avant la ronde 1
   *[other] a droppé après la ronde { $d }
}
grid-joined-in-round-j = arrivé à la ronde { $j }
grid-held-result = { $column } : { $score } est suspendu et ne compte nulle part tant qu’il n’est pas corrigé
grid-drop-after-round-r = Drop après la ronde { $r }
grid-cancel-the-drop = Annuler le drop
grid-no-show = Absent (hors du tournoi avant la ronde 1)
grid-no-show-hover = Pas venu : hors du tournoi avant la ronde 1. Les rondes et les places restent ; la ronde 1 attend d’être réappariée ou gardée.
grid-lift-the-disqualification = Lever la disqualification
grid-disqualify = Disqualifier
grid-actions-for-short = Actions pour { $short }
grid-drop-or-disqualify = Drop ou disqualification
menu-file = Fichier
menu-open-recent = Ouvrir un fichier récent
menu-none-yet = (aucun pour l’instant)
menu-edit = Édition
menu-event = Tournoi
menu-view = Affichage
menu-close-the-display-window = Fermer la fenêtre d’affichage
menu-sharing-on-the-store-s = Partagé sur le réseau de la boutique (actif)…
menu-print-blank-sheet = Imprimer une feuille vierge
menu-language = Langue
menu-language-desktop = Celle du bureau ({ $language })
menu-language-preparing = En préparation (en partie en anglais) :
new-event-event-name = Nom du tournoi
new-event-sheet = Feuille
new-event-best-of-one = En une partie
new-event-best-of-three = En deux parties gagnantes
new-event-tiebreakers = Départages
new-event-players-one-name-per-line = Joueurs, un nom par ligne (tapez ou collez) :
new-event-import-names-from-csv = Importer des noms depuis un CSV…
new-event-seat-randomly = Placer au hasard
new-event-create-event = Créer le tournoi
new-event-cancel = Annuler
share-is-not-a-port-use = « { $trim } » n’est pas un port : utilisez un nombre de 1 à 65535 (8080 est courant).
share-could-not-share-on-port = Impossible de partager sur { $bind }:{ $port } : { $e }. Un autre programme utilise peut-être ce port ; essayez-en un autre.
share-sharing-at = Partagé à l’adresse { $url }
share-phones-on-the-store-s = Les téléphones sur le réseau de la boutique peuvent ouvrir cette adresse
share-share-on-the-store-s = Partager sur le réseau de la boutique
share-players-open-the-pairings-standings = Les joueurs ouvrent sur leur téléphone les appariements, le classement et la raison de leur place, en lecture seule, sur ce réseau. Pas besoin d’Internet.
share-address = Adresse
share-port = Port
share-show-decks-and-first-picks = Afficher les decks et premiers picks
share-stop-sharing = Arrêter le partage
share-phones-down = Les téléphones sont coupés : les feuilles imprimées ce soir envoient les joueurs vers { $url }, qui n’est pas partagé en ce moment.
share-serve-printed = Partager de nouveau sur { $url }
share-other-address = Partager sur une autre adresse…
share-forget-printed = Les feuilles imprimées n’en ont plus besoin
share-forget-printed-hover = La soirée est finie, ou de nouveaux bulletins ont été imprimés avec une autre adresse : ne plus dire que les téléphones sont coupés.
share-start-sharing = Démarrer le partage
share-on-url = Actif : { $url }
share-ip-this-computer-only = { $ip } (cet ordinateur seulement)
share-ip-this-network = { $ip } (ce réseau)
share-loopback = { $ip } ne mène qu’à cet ordinateur : aucun téléphone ne peut ouvrir cette adresse, ni celle imprimée sur les appariements et les bulletins.
share-use-network = Utiliser { $ip } (le réseau de la boutique)
share-no-network = Cet ordinateur n’a pas d’adresse réseau : connectez-le au Wi-Fi de la boutique pour partager avec les téléphones.
standings-rules = Règles
standings-left-out-the-round-robin = ({ $short } non utilisé : tout le monde a joué contre tout le monde)
standings-no-results-yet-ranks-appear = Pas encore de résultats : les rangs apparaissent avec le premier résultat.
standings-held-mark = ({ $column } { $score } suspendu)
standings-rank = Rang
standings-name = Nom
standings-pts = Pts
standings-matches = Matchs
standings-games = Parties
timer-pause = Pause
timer-time-notice = Temps ! Le joueur actif finit son tour, puis cinq tours supplémentaires.
timer-time-notice-lorcana = Temps ! Le joueur actif finit son tour, puis cinq tours de plus ; une partie sans vainqueur ensuite est nulle.
timer-time-notice-other = Temps ! Terminez comme le disent les règles de fin de ronde de { $game } (pas intégrées à Podsheet : au choix de la boutique).
timer-start-timer = Lancer le chrono
timer-reset-timer = Remettre le chrono à zéro
timer-extra-time = + temps
timer-extra-minutes = +{ $minutes } min
timer-extra-time-hover = Temps supplémentaire pour toute la ronde de ce pod (chaque pod a sa propre horloge ; le temps en plus d’une seule table est dans sa case).
tools-name = Nom
tools-joins-in-round = Arrive à la ronde
tools-add-player = Ajouter le joueur
tools-cancel = Annuler
tools-swap-two-players-in-a = Échanger deux joueurs dans une ronde qui n’a pas encore de résultats.
tools-round = Ronde
tools-swap = Échanger
tools-with = avec
tools-choose = (choisir)
tools-swap-them = Les échanger
tools-close = Fermer
tools-no-rolls-or-coin-flips = Pas encore de tirage ni de pile ou face.
tools-seating = Placement : { $value }
tools-box-l = case { $l }
tools-table = table { $value }
tools-coin-flip-round-round-place = Pile ou face, ronde { $round } { $place } : { $value } continue
tools-tie-break-order = Ordre tiré pour les égalités : { $value }
tools-pairing-seed-round-round-seed = Graine d’appariement, ronde { $round } : { $seed }
tools-what = { $value } — { $what }
playoff-heading = Phase finale : top { $top }
playoff-box = { $letter } : { $a } contre { $b }
playoff-box-result = { $letter } : { $a } contre { $b } — { $score }, { $winner } se qualifie
playoff-box-held = { $letter } : { $a } contre { $b } — { $score } est suspendu : { $why }
playoff-placing = Classement final
playoff-place = { $place }. { $name }
season-title = Saison
season-source = Saison de { $source }
season-missing = La soirée { $event } ({ $file }) n’a pas pu être lue : { $error }. Elle ne compte pour personne.
season-points-label = Points par soirée :
season-win = victoire
season-draw = nul
season-loss = défaite
season-attend = participation
season-save = Enregistrer le fichier de saison…
season-print = Imprimer ({ $paper })…
season-rank = Rang
season-name = Nom
season-total = Total
season-events = Tournois
season-decided-by = Départagé par
season-missing-cell = manquante
season-why = Égalités aux points de saison
season-rule-heading = Comment la saison compte
season-rule = Chaque événement a sa propre colonne, même deux événements d’une même soirée. Les points viennent des matchs joués avant la phase finale (byes compris) et de la participation, qui demande au moins un match ou un bye : un joueur absent dont le match a été donné à l’adversaire ne reçoit rien. Les matchs de la phase finale ne comptent pas comme matchs gagnés ou perdus ; la phase finale classe ses joueurs à la place : chaque place de la phase finale reçoit au moins un point de plus que la meilleure des places en dessous, si bien que le vainqueur passe devant le finaliste. Chaque jeu a son propre classement : un tournoi Pokémon et un draft Magic ne sont jamais additionnés.
season-step-points = points
season-step-matches-won = matchs gagnés
season-step-fewer-losses = moins de défaites
season-step-events = soirées
season-step-first-seen = arrivé en premier
command-season = Saison…
command-season-tooltip = Un classement de ligue sur les soirées d’une saison : un fichier .podseason, ou n’importe quel tournoi du dossier de la saison
purpose-open-season = Ouvrir une saison (un fichier .podseason, ou n’importe quel tournoi de son dossier)
purpose-save-season = Enregistrer la saison sous
purpose-seasons = Saisons et tournois
purpose-season-file = Fichiers de saison
file-picker-forced = { $env } demande la boîte de dialogue de fichiers de Podsheet.
# A round's life (docs/rules.md §6)
life-repaired-note = Ronde { $round } réappariée : { $count ->
    [0] aucune table n’a changé.
    [one] la table { $tables } a changé ; prévenez ses joueurs.
   *[other] les tables { $tables } ont changé ; prévenez leurs joueurs.
}
life-kept-note = La ronde { $round } reste telle qu’elle a été appariée.
life-conceded-note = La victoire du match de la ronde { $round } est donnée à { $name }.
life-recut-note = Cut refait d’après le classement suisse actuel : la première ronde de la phase finale est réappariée.
life-cut-kept-note = Le cut reste tel qu’il a été fait.
life-stale-hover = Appariée à partir de résultats, de drops ou d’inscriptions qui ont changé depuis : les joueurs ont peut-être reçu d’autres appariements.
life-repair-button = Réapparier la ronde { $round } (Ctrl+R)
life-repair-rest-button = Réapparier les tables sans résultat de la ronde { $round } (Ctrl+R)
life-repair-hover = Réapparie d’après les résultats actuels ; les résultats déjà saisis sont conservés. Prévenez les joueurs des tables qui changent.
life-keep-button = Garder la ronde { $round } telle quelle
life-concede-button = Donner la victoire à { $name }
life-recut-button = Refaire le cut
life-keep-cut-button = Garder le cut
command-repair-stale = Réapparier la ronde modifiée
command-repair-stale-tooltip = Réapparie une ronde appariée à partir de résultats, de drops ou d’inscriptions qui ont changé depuis (les résultats déjà saisis sont conservés).
life-nothing-to-repair = Aucune ronde à réapparier : chaque ronde appariée correspond à ses résultats.
boxes-round-stale = Appariée avant un changement : voir l’encadré ci-dessus.

# season (issue 28)

season-points-remembered-bad = Les points que retient le fichier de saison sont inutilisables ({ $why }) : les points par défaut sont affichés.

# A round's life, batch 2
command-print-earlier-round = Imprimer la ronde { $round } ({ $value })…
boxes-print-round = Imprimer…
boxes-print-round-hover = Les appariements et bulletins de résultat de la ronde { $round }, tels qu’ils sont maintenant.
new-event-swiss-rounds-usual =
    { $rounds } rondes (le nombre habituel pour { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    })
new-event-swiss-rounds-own = Rondes :
new-event-swiss-rounds-hover = Combien de rondes suisses ; modifiable jusqu’à l’appariement de la dernière ronde.
boxes-swiss-rounds = Rondes suisses :
grid-out = absent
grid-not-yet = pas encore là
grid-bye = bye
grid-disqualified = disqualifié
night-beside-open = En plus des tournois déjà ouverts (une soirée, un onglet chacun)
night-beside-open-hover = Les nouveaux pods rejoignent la soirée ouverte (un suisse avec son top 8, par exemple) au lieu de la remplacer ; chacun a ses propres tables.
new-event-beside-open = En plus des tournois déjà ouverts (une soirée, un onglet chacun)
new-event-beside-open-hover = Le nouveau tournoi rejoint la soirée ouverte (les pods de draft du soir, par exemple) dans un onglet de plus, avec ses propres tables, au lieu de la remplacer ; un seul fichier garde tout.
night-named-round-all-results = { $name } · ronde { $round } · tous les résultats sont là
night-named-round-missing-to = { $name } · ronde { $round } · { $missing } à saisir
night-named-stage-all-results = { $name } · { $stage } · tous les résultats sont là
night-named-stage-missing = { $name } · { $stage } · { $missing } à saisir
night-tab-held =
    { $tab } · { $count ->
    [one] 1 résultat suspendu
    *[other] { $count } résultats suspendus
    }
night-tab-settle =
    { $tab } · { $count ->
    [one] 1 changement à régler
    *[other] { $count } changements à régler
    }
app-status-stale = { $line } ; { $count ->
    [one] { $count } changement à régler (voir l’encadré au-dessus de la feuille)
   *[other] { $count } changements à régler (voir l’encadré au-dessus de la feuille)
}
grid-quarterfinals-short = QF
grid-semifinals-short = DF
grid-final-short = F

# Results from the players' phones (issue 29)
reports-already-in = Ce match a déjà un résultat : celui qui a été saisi est conservé.
reports-gone = Le match de cette déclaration n’est plus dans la ronde (elle a été réappariée).
share-reports = Les joueurs déclarent les résultats depuis leur téléphone
share-reports-hover = Chaque bulletin de résultat a une moitié pour chaque joueur, avec son propre code et son propre QR code : un joueur déclare le résultat, l’autre le confirme sur son propre téléphone, et vous le validez (Ctrl+Shift+A). Un résultat saisi ici n’est jamais modifié par un téléphone. Les moitiés prouvent deux téléphones, pas deux personnes : qui détient les deux moitiés peut faire entrer un résultat seul ; déchirez donc chaque bulletin et donnez à chaque joueur sa seule moitié.
share-auto-accept = Valider un résultat dès que les deux joueurs sont d’accord, chacun sur son propre téléphone
share-auto-accept-hover = Désactivé : chaque résultat sur lequel les deux joueurs sont d’accord attend dans le panneau des déclarations que vous le validiez. Activé : il est saisi aussitôt, avec une étape d’annulation pour chacun (cocher la case valide aussi ceux qui concordent déjà). Tout ce qui est inhabituel — les deux moitiés depuis un seul téléphone ou une seule connexion, un troisième téléphone — attend toujours votre décision.
command-accept-confirmed = Valider les déclarations concordantes
command-accept-confirmed-tooltip = Saisit, dans tous les pods de la soirée, chaque résultat sur lequel les deux joueurs sont d’accord, chacun sur son propre téléphone (une étape d’annulation pour chacun). Ce qui attend votre décision (un désaccord, quelque chose d’inhabituel, un match signalé) reste en attente, et un message l’indique.
reports-none-confirmed = Aucun résultat déclaré depuis les téléphones ne fait encore l’accord des deux joueurs.
reports-heading = Déclarés depuis les téléphones
reports-result = { $a } { $score } { $b }
reports-pending = { $name } a déclaré { $result } ; en attente du téléphone de l’autre joueur
reports-confirmed = { $result } : les deux joueurs sont d’accord, chacun sur son propre téléphone
reports-disputed = les deux joueurs ne sont pas d’accord : { $results }
reports-accept = Valider { $result }
purpose-still-playing = Enregistrer les tables encore en jeu sous
command-print-still-playing = Imprimer les tables encore en jeu ({ $value })…
command-print-still-playing-tooltip = Fin du temps : les tables de la dernière ronde sans résultat ni déclaration depuis un téléphone, avec leur temps supplémentaire, à emporter pour faire le tour de la salle.
boxes-extra-time = Temps supplémentaire…
boxes-held = Suspendu : ce résultat ne compte nulle part (classement, appariements, téléphones, impressions) tant que vous ne l’avez pas corrigé.
boxes-extra-minutes = +{ $minutes } min
boxes-add-minutes = Ajouter { $minutes } minutes
boxes-no-extra-time = Pas de temps supplémentaire
boxes-extra-time-hover = Un appel à un arbitre ou une vérification de deck : cette table joue au-delà du temps de la ronde. Visible dans la fenêtre d’affichage, sur les téléphones de la table et dans la liste des tables encore en jeu.
boxes-report-code = Code…
boxes-report-code-how = Pour une moitié de bulletin perdue : ne donnez à chaque joueur que son propre code. Les joueurs ajoutent /r/ et leur code à l’adresse des pages pour déclarer le résultat de ce match.

## Added 2026-11-25 (issue 30)
font-missing = « { $name } » demande une police { $script } et aucune n’est installée : le nom s’affiche donc sous forme de carrés (sous Debian/Ubuntu : sudo apt install { $package })
font-missing-more =
    { $first } — et { $more ->
        [one] { $more } autre nom
       *[other] { $more } autres noms
    } dans le même cas
font-no-glyphs = « { $name } » contient des caractères qu’aucune police installée ne sait afficher ({ $letters }) ; ils s’impriment sous forme de carrés
script-latin = latine
script-greek = grecque
script-cyrillic = cyrillique
script-han = chinoise (han)
script-kana = japonaise
script-hangul = coréenne
script-arabic = arabe
script-hebrew = hébraïque
script-thai = thaïe

## Added 2026-11-25 (issue 30): a name's reading
grid-reading = Lecture, pour les listes par nom en japonais :
grid-reading-of = Lecture du nom de { $short }
boxes-report-code-of = { $name } : { $code }
night-tab-reports = { $tab } · { $count } depuis les téléphones
reports-from = { $half } : { $score } · téléphone { $device } · { $address } · { $time }
reports-half-of = Moitié de { $name }
reports-held = attend votre décision : { $results }, car { $why }
reports-in-pod = { $pod } · { $place }
reports-late-note = refusée après l’accord des joueurs : { $line }
reports-odd-old-slip = le bulletin a été imprimé avant que chaque joueur ait sa propre moitié, il ne dit donc pas qui déclare
reports-odd-one-address = les déclarations des deux moitiés du bulletin viennent d’une seule connexion (un téléphone avec un nouveau cookie, ou des téléphones qui partagent une adresse)
reports-odd-one-device = les déclarations des deux moitiés du bulletin viennent d’un seul téléphone
reports-odd-second-voice = un deuxième téléphone a déclaré un résultat avec la moitié de { $name }
reports-old-slip = le code unique du bulletin
reports-skipped = Validés : { $accepted } ; laissés pour vous : { $left } (un désaccord, quelque chose d’inhabituel, ou un match signalé comme problème).
reports-where-from = D’où { $count ->
    [one] vient la déclaration
   *[other] viennent les { $count } déclarations
    }
sheet-where = { $round }, table { $table }
sheet-where-box = { $round }, table { $table } (case { $letter })
disk-changed = { $file } a été modifié sur le disque par un autre programme depuis que vous l’avez ouvert ou enregistré. Enregistrer ici effacerait ce qu’il a écrit : Podsheet ne le fait donc pas. Rouvrez le fichier pour le voir.
disk-save-yours-as = Enregistrer vos modifications dans un autre fichier…
disk-open-again = Rouvrir
command-handling-changed-on-disk = Non enregistré : { $file } a été modifié sur le disque par un autre programme depuis son ouverture, et l’enregistrer effacerait ce qu’il a écrit. Enregistrez sous un autre nom, ou rouvrez-le.
reports-accepted-line = depuis les téléphones ({ $by ->
    [owner] accepté par vous
   *[agreement] les deux joueurs d’accord
    }), { $time }
reports-accepted-changed = modifié ici après l’acceptation du { $score } des téléphones ({ $time })

## Playoff rounds by name (issue 35 part 4)

boxes-paired-once-stage-is-played = Apparié une fois tous les résultats saisis : { $stage }.
playoff-final-result = { $letter } : { $a } contre { $b } — { $score }, { $winner } remporte le tournoi
new-event-game = Jeu
new-event-best-of-two = Deux parties (chaque joueur commence une fois)
new-event-suggested-cut = Suggéré après les rondes suisses : un top { $top } (la coupe se fait depuis le menu Tournoi, ou pas de coupe).
new-event-suggested-no-cut = Suggéré : pas de top à cette taille.
new-event-cut-yours = Le top cut est à votre choix : après les rondes suisses, coupez au top 8, 4 ou 2 depuis le menu Tournoi, ou gardez le classement comme final.
new-event-beyond-table = Le tableau du jeu s’arrête à { $most } joueurs : sa dernière ligne sert de suggestion.
new-event-pod-sheets-magic = Les feuilles de table sont les feuilles de draft de Magic : un tournoi de { $game } se joue en rondes suisses ou en toutes rondes.
grid-rank-in-division = Rang parmi les { $division }
boxes-swiss-over-cut = Les rondes suisses sont terminées. Pour { $players } joueurs, { $game } propose un top { $top }.
boxes-swiss-over-no-cut = Les rondes suisses sont terminées. Pour { $players } joueurs, { $game } ne propose pas de top : le classement est définitif.
boxes-swiss-over-choice = Les rondes suisses sont terminées. Les règles de { $game } laissent le top à la boutique : coupez à un top 8, 4 ou 2, ou gardez ce classement comme définitif.
reports-stuck-mine = { $half } : le téléphone { $device } ({ $address }) a envoyé { $count } déclarations, le maximum pour un téléphone ; il n’en envoie plus, et l’autre moitié est toujours entendue
reports-stuck-half = { $half } : { $count } déclarations de plusieurs téléphones, le maximum qu’elle accepte ; plus aucune n’est prise avec elle
explain-shown-large = Affiché en grands caractères dans sa propre fenêtre.
explain-large-title = Pourquoi cet ordre
command-cut-by-division = Couper par catégorie…
command-cut-by-division-tooltip = Arrêter les rondes suisses ici : chaque catégorie d’âge qui a un top joue sa propre phase finale, avec les têtes de série de son propre classement
grid-division = Catégorie
grid-division-of = Catégorie de { $short }
grid-division-after-cut = Le top est fait : les têtes de série sont fixées, et la catégorie d’un joueur ne change plus.
cut-dialog-title = Couper par catégorie
cut-dialog-division = { $division } : { $players } joueurs, abandons compris
cut-dialog-no-playoff = Pas de phase finale
cut-dialog-suggests-top = Pour { $players } joueurs, { $game } propose un top { $top }.
cut-dialog-suggests-none = Pour { $players } joueurs, { $game } ne propose pas de phase finale.
cut-dialog-cut = Couper
boxes-swiss-over-divisions = Les rondes suisses sont terminées. Chaque catégorie d’âge a sa propre phase finale, avec les têtes de série de son propre classement :
new-event-divisions-hint = La catégorie d’âge d’un joueur suit une virgule : « Liam Kowalski, Juniors » (Juniors, Seniors ou Masters). Sans elle, le joueur joue en Masters.
crash-note = Podsheet s’est arrêté sur une erreur à { $when } : { $what } ({ $place }, version { $version }). { $kept } Merci de dire aux développeurs ce que vous faisiez.
crash-no-details = aucun détail n’a été enregistré
crash-night-kept = Tout ce qui a été saisi jusqu’à l’erreur a été gardé : restaurez-le ci-dessous.
crash-night-last-change = Ce qui a été saisi avant la dernière modification a été gardé : restaurez-le ci-dessous et vérifiez le dernier résultat.

boxes-games-won = parties gagnées { $a } { $b }
boxes-games-won-tied = parties gagnées { $a } { $b }, à égalité { $draws }
fields-score-hint-one-dl = Une partie : w (1-0) ou l (0-1) ; une partie sans vainqueur est une double défaite, perdue par les deux : dl.
fields-score-hint-three-dl = Parties gagnées et perdues : 2-1, 21, 2-0, ou w, l ; un match sans vainqueur est une double défaite, perdue par les deux : dl.

new-event-game-tournament = Tournoi { $game }
