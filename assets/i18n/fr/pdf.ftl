# Impressions (src/io/pdf) : feuille de pod, appariements, bulletins, classement.

pdf-bye = bye
pdf-held-score = { $score } suspendu
pdf-held = suspendu
pdf-season-title = Saison : { $name }
pdf-season-missing = La soirée { $event } ({ $file }) n’a pas pu être lue : elle ne compte pour personne (marquée ?).
pdf-title-pairings = { $event } : appariements
pdf-title-slips = { $event } : bulletins de résultat
pdf-title-standings = { $event } : classement
pdf-title-round = { $event } : appariements et bulletins de résultat
pdf-title-playoff = { $event } : phase finale
pdf-bye-caps = BYE
pdf-dq = DQ
pdf-win = W
pdf-loss = L
pdf-draw = D
pdf-event-blank = Tournoi : ______________________
pdf-date-blank = Date : ____________
pdf-games = parties
pdf-wld = W/L/D
pdf-no = N°
pdf-name = Nom
pdf-seat = Siège
pdf-round-short = R{ $round }
pdf-record = Bilan
pdf-matches-lower = matchs
pdf-rank = Rang
pdf-deck = Deck
pdf-first-pick = 1er pick
pdf-how-ties = Comment les égalités ont été départagées
pdf-how-ties-continued = { $event } : comment les égalités ont été départagées (suite)
pdf-pairings-title = { $event } : appariements – { $name }
pdf-pairings-note = Par ordre alphabétique. Trouvez votre nom, puis allez à votre table.
pdf-table = Table
pdf-player = Joueur
pdf-opponent = Adversaire
pdf-record-points =
    ({ $record }, { $points ->
    [one] 1 pt
    *[other] { $points } pts
    })
pdf-continued = (suite)
pdf-slip-heading = { $name } · Table { $table }
pdf-games-won = victoires
pdf-drawn-games = parties nulles
pdf-signed = Signature : { $name }
decided-points = points
decided-wins = victoires
decided-roll = tirage
decided-entry = ordre d’inscription
pdf-points = Pts
pdf-matches = Matchs
pdf-games-head = Parties
pdf-decided-by = Départagé par
pdf-standings-title = { $event } : classement après { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
pdf-step-is = { $short } = { $name }
pdf-rules-steps = Règles « { $rules } » : { $steps }.
pdf-left-out = { $step } non utilisé : tout le monde a joué contre tout le monde.
pdf-none-ranked = Aucun joueur n’est encore classé.
pdf-qr-heading = Appariements, classement et explications sur votre téléphone :
pdf-qr-note = Sur le Wi-Fi de la boutique ; rien à installer. Scannez le code ou tapez l’adresse.
pdf-qr-small = Le classement sur votre téléphone :
# Libellé d’une ronde à côté de ses cases sur la feuille de pod : les mots en petit
# au-dessus et au-dessous du numéro, imprimé en grand.
pdf-round-n = Ronde { $round }
pdf-vs = vs
pdf-wld-colon = W/L/D :
pdf-games-won-colon = victoires :
pdf-coin-flip-note = { $source } (pile ou face)
rules-seating = Placement :
rules-seating-text = Placez les joueurs au hasard avant le draft ; l’ordre du draft n’est pas un classement. Le numéro de chaque joueur sur cette feuille est celui auquel renvoient les cases ci-dessous.
rules-pairings = Appariements :
rules-pairings-round-robin-7 = Chacun joue une fois contre chacun des autres, une ligne de cases par ronde. À chaque ronde, un joueur a un bye, qui compte comme un match gagné.
rules-pairings-single-elimination = La ronde 1 apparie les joueurs par numéro comme indiqué. Les gagnants passent dans la case indiquée sous chaque ligne ; qui perd est éliminé.
rules-pairings-round-robin-double = Chacun joue deux fois contre chacun des autres, une ligne de cases par ronde ; les rondes 6 à 10 répètent les rondes 1 à 5.
rules-pairings-swiss-9 = La ronde 1 apparie les joueurs par numéro comme indiqué, et le joueur 9 a le bye. Ensuite, suivez le tableau : chaque case indique de quelle case viennent ses joueurs (gagnant ou perdant), et une case par ronde est un bye (un match gagné). Personne ne rencontre deux fois le même adversaire ni n’a deux byes. Seul un match nul fait exception (voir Matchs nuls).
rules-pairings-swiss = La ronde 1 apparie les joueurs par numéro comme indiqué. Ensuite, suivez le tableau : chaque case indique de quelle case viennent ses joueurs (gagnant ou perdant). Seul un match nul fait exception (voir Matchs nuls).
rules-time-limits = Durée des rondes :
rules-time-limits-text = { $minutes } minutes par ronde. Si un match n’est pas fini quand le temps est écoulé, les joueurs jouent encore cinq tours au total ; une partie encore inachevée est alors nulle.
rules-best-of-one = En une partie :
rules-best-of-one-text = Chaque match est une seule partie. Écrivez W (victoire), L (défaite) ou D (nul) pour chaque joueur.
rules-best-of-three = En deux parties gagnantes :
rules-best-of-three-text = Le premier joueur à gagner deux parties gagne le match. Si le temps s’écoule avant, le joueur qui a gagné le plus de parties gagne le match ; à égalité de parties gagnées, c’est un match nul. Ne comptez une partie que si elle a commencé : si le temps s’écoule pendant la troisième partie, le score est 1-1-1, mais si la troisième partie n’a jamais commencé, il est 1-1.
rules-draws = Matchs nuls :
rules-draws-round-robin = Un match nul vaut 1 point à chaque joueur, une victoire 3, une défaite 0. Les égalités intentionnelles (ID) ne sont pas autorisées.
rules-draws-single-elimination = Après un match nul, un pile ou face décide quel joueur passe dans la case suivante ; l’application enregistre le tirage. Les égalités intentionnelles (ID) ne sont pas autorisées.
rules-draws-swiss-9 = Après un match nul, un pile ou face décide quel joueur continue comme gagnant de cette case et lequel comme perdant ; l’application enregistre le tirage. Après un deuxième match nul, le reste du tournoi est apparié selon les bilans. Les égalités intentionnelles (ID) ne sont pas autorisées.
rules-draws-swiss = Après un match nul, un pile ou face décide quel joueur continue comme gagnant de cette case et lequel comme perdant ; l’application enregistre le tirage. Si deux joueurs qui ont fait match nul à la ronde 1 ont le même bilan après la ronde 2, ils échangent leurs places dans le tableau. Les égalités intentionnelles (ID) ne sont pas autorisées.
rules-tiebreakers = Départages :
rules-step-numbered = { $number }. { $step }
rules-fallback-roll = un tirage au sort, fait une fois et gardé avec le tournoi
rules-fallback-entry = l’ordre d’inscription des joueurs
rules-tiebreakers-text = { $description }. 1. Points de match : 3 pour une victoire (un bye compte comme une victoire), 1 pour un nul, 0 pour une défaite. { $steps }. Les joueurs égaux à chaque étape sont classés selon { $fallback }.
rules-tiebreakers-text-skip = { $description }. 1. Points de match : 3 pour une victoire (un bye compte comme une victoire), 1 pour un nul, 0 pour une défaite. { $steps }. Les joueurs égaux à chaque étape sont classés selon { $fallback }. Les étapes qui comparent les adversaires ne sont plus utilisées une fois que tout le monde a joué contre tout le monde.
# A round's life (docs/rules.md §6)
pdf-replaces = Réappariement à { $time } : si { $name } a déjà été imprimé, jetez l’ancienne feuille et utilisez celle-ci.
# Results from the players' phones (issue 29)
pdf-report-here = Déclarez le résultat sur votre téléphone (code { $code }) :
pdf-title-still-playing = { $event } : tables encore en jeu
pdf-still-playing-title = { $event } : tables encore en jeu – { $name }

## Added 2026-11-25 (issue 30)
pdf-error-not-a-sheet = ce tournoi ne se joue pas sur une feuille de pod ({ $what }) ; imprimez plutôt les appariements, les bulletins ou le classement
pdf-error-round-robin = c’est un tournoi toutes rondes
pdf-error-swiss = c’est un tournoi en rondes suisses
pdf-error-results = ce sont des résultats importés
pdf-error-no-rounds = aucune ronde n’a encore été appariée : il n’y a donc ni appariements ni bulletins à imprimer
pdf-error-player-count = la feuille « { $template } » est prévue pour { $expected } joueurs, mais le tournoi en a { $found }
pdf-error-no-cut = ce tournoi n’a pas de phase finale : faites d’abord un cut en top 8, 4 ou 2 (Tournoi → Couper au top 8)
pdf-error-font = la police intégrée n’a pas pu être lue
pdf-slip-half = Moitié de { $name }, réservée à { $name }

## A given match on the pairings (issue 35 part 4)

pdf-given-win = match accordé : { $name } a abandonné
pdf-dropped-out = a abandonné : le match est accordé à { $name }
pdf-tied-games = parties à égalité

pdf-double-loss = double défaite
