# Lecture des fichiers (src/io) : ce qui ne va pas dans un fichier, dit
# après son nom. Les chemins JSON, les noms de colonnes CSV et --pod restent
# tels qu'écrits dans le fichier.

file-error = { $file } : { $message }
file-error-line = { $file }, ligne { $line } : { $message }
file-error-pod = { $file }, pod { $pod } : { $message }

## Pourquoi le système a refusé un fichier

file-os-not-found = ce fichier n’existe pas
file-os-permission = accès refusé
file-os-is-folder = c’est un dossier, pas un fichier
file-os-disk-full = le disque est plein
file-os-read-only = le disque est en lecture seule
file-os-other = { $error }

## Tout fichier

file-cannot-open = impossible de l’ouvrir : { $why }
file-cannot-read = impossible de le lire : { $why }
file-cannot-write = impossible de l’écrire : { $why }
file-cannot-read-folder = impossible de lire le dossier : { $why }
file-too-large = dépasse { $mib } Mio, plus qu’aucun tournoi n’en a besoin
file-not-utf8 = ce n’est pas du texte UTF-8
file-newer-version = écrit par un Podsheet plus récent ({ $version }) ; cette version lit { $reads }. Mettez Podsheet à jour pour l’ouvrir.
file-at = à { $path } : { $why }
file-missing-field = le champ « { $field } » manque
file-unknown-field = « { $field } » n’est pas un champ que Podsheet connaît ici (il connaît { $known })
file-wrong-value = { $found } n’a pas sa place ici : il faut { $expected }
file-serde-reason = { $why }
file-value-as = { $value }
file-value-list = une liste
file-value-object = un objet
file-value-null = null
file-expect-whole-number = un nombre entier
file-expect-count = un nombre entier positif ou nul
file-expect-text = du texte
file-expect-yes-no = true ou false
file-expect-list = une liste
file-too-many-players = { $players } joueurs ; Podsheet en gère au plus { $max }
file-too-many-rounds = { $rounds } rondes ; Podsheet en gère au plus { $max }

## Fichiers d'événement et de soirée (JSON)

file-json-cut-off = se termine trop tôt : le fichier est tronqué (une copie ou un enregistrement raté ?)
file-json-invalid = ce n’est pas du JSON valide : { $detail }
file-not-event-object = ce n’est pas un fichier de tournoi Podsheet (un objet JSON était attendu)
file-unknown-format = format inconnu { $format } ; « { $expected } » était attendu
file-no-format-key = ce n’est pas un fichier de tournoi Podsheet (pas de clé « format »)
file-not-night = ce n’est pas un fichier de soirée
file-pods-not-list = « pods » n’est pas une liste de pods
file-no-pods-list = pas de liste « pods »
file-no-pods = aucun pod
file-too-many-pods = { $pods } pods ; Podsheet en gère au plus { $max }
file-pod-not-object = ce n’est pas un tournoi (un objet était attendu)
file-pod-choose = une soirée de { $count } pods : choisissez-en un avec --pod 1 à --pod { $count }
file-pod-only-one = un seul pod, donc pas de pod { $pod } (utilisez --pod 1 ou ne le précisez pas)
file-pod-none = pods 1 à { $count } ; il n’y a pas de pod { $pod }

## Une valeur d'un fichier d'événement qui ne peut rien vouloir dire

check-line-break =
    { $what ->
        [name] le nom du tournoi
        [deck] le deck
        [first-pick] le premier pick
       *[label] l’étiquette
    } contient un saut de ligne ; sur la feuille, c’est une seule ligne
check-date-format = « { $date } » n’est pas une date au format AAAA-MM-JJ (comme 2025-03-14)
check-date-month = « { $date } » n’a pas de mois { $month }
check-date-day = « { $date } » : ce mois n’a pas de jour { $day }
check-swiss-rounds = un tournoi en rondes suisses de { $rounds } rondes ; il doit en avoir de 1 à { $max }
check-decimals = { $decimals } décimales ; { $max } au plus
check-drawn-game-points = une partie nulle vaut { $points } points, plus qu’une partie gagnée (3)
check-step-twice = « { $step } » figure deux fois
check-scoring-points = un résultat vaut { $points } points de match, plus que { $max }
check-name-control = le nom du joueur { $player } contient un caractère de contrôle
check-name-long = le nom du joueur { $player } dépasse { $max } caractères
check-number-zero = { $name } a le numéro 0 ; les numéros de joueur commencent à 1
check-number-shared = { $first } et { $second } ont tous deux le numéro { $number } ; un numéro n’appartient qu’à un joueur
check-seat-zero = { $name } est au siège 0 ; les sièges commencent à 1
check-dropped-after = { $name } a droppé après la ronde { $round } ; aucun tournoi n’en a autant
check-joined-round = { $name } est arrivé à la ronde { $round } ; les rondes vont de 1 à { $max }
check-no-such-player = renvoie au joueur { $player }, mais il n’y en a que { $players }
check-score-games = un score de { $score } : plus de parties qu’aucun match n’en compte
check-bye-score = un bye avec un score de { $score } ; un bye ne se joue pas
check-time-format = « { $time } » n’est pas une heure au format 2025-03-14T19:05:00Z
check-order-twice = { $name } figure deux fois dans l’ordre
check-flip-round = un pile ou face pour la ronde { $round } ; les rondes vont de 1 à { $max }
check-seed-round = une graine d’appariement pour la ronde { $round } ; les rondes vont de 1 à { $max }

## CSV de résultats ($column est le nom de colonne du CSV : round, player…)

csv-empty = vide : une ligne d’en-tête et une ligne par match étaient attendues
csv-header-unreadable = impossible de lire l’en-tête : { $detail }
csv-unreadable = illisible en CSV : { $detail }
csv-field-count = { $fields } champs ; l’en-tête en a { $expected }
csv-round-range = round doit aller de 1 à { $max }, pas { $round }
csv-own-opponent = { $name } est indiqué comme son propre adversaire
csv-no-games = 0-0-0 n’est pas un résultat : laissez le match de côté jusqu’à ce qu’il soit joué
csv-too-many-games = { $score } : plus de parties qu’aucun match n’en compte
csv-unknown-status = statut « { $status } » inconnu : utilisez dropped, disqualified, late ou laissez vide
csv-no-matches = un en-tête mais aucun match
csv-unknown-column = colonne inconnue « { $column } » ; les colonnes sont { $columns } et, au choix, status et division
csv-missing-column = l’en-tête n’a pas de colonne « { $column } »
csv-value-empty = { $column } est vide
csv-value-negative = { $column } vaut { $value } : ce ne peut pas être négatif
csv-value-huge = { $column } vaut { $value }, bien plus qu’aucun tournoi n’en a
csv-value-not-number = { $column } vaut « { $value } », ce n’est pas un nombre entier
csv-name-long = le nom dans { $column } dépasse { $max } caractères
csv-name-control = le nom dans { $column } contient un caractère de contrôle
csv-too-many-players = plus de { $max } joueurs
csv-sides-differ = ronde { $round } : { $player } contre { $opponent } donne { $here } ici mais { $there } vu de l’autre côté, ligne { $other }
csv-round-twice = { $name } figure deux fois dans la ronde { $round } (aussi ligne { $other })
csv-round-gap = aucun match pour la ronde { $round }, mais des rondes suivantes
csv-dropped-plays = { $name } est marqué comme ayant droppé à la ronde { $round } mais joue à la ronde { $later } (ligne { $other })

## Fichiers de saison

season-none-readable = aucun tournoi de la saison n’a pu être lu
season-no-events-in-folder = aucun fichier de tournoi dans ce dossier
season-not-season-file = ce n’est pas un fichier de saison : { $detail }
season-format = ce Podsheet ne lit pas le format « { $format } » (podseason/1)

## Listes

players-list-too-long = contient plus de { $max } noms
# A stored cut and a round's life (docs/rules.md §6)
check-cut-top = une phase finale est un top 8, 4 ou 2, pas un top { $top }
check-cut-structure = seul un tournoi en rondes suisses (ou des résultats de rondes suisses importés) peut avoir un cut vers une phase finale
check-cut-after-round = le cut vient après une ronde suisse du tournoi (1 à { $rounds }), pas après la ronde { $round }
check-cut-too-few = un top { $top } demande { $top } joueurs ; le tournoi en a { $players }
check-cut-too-many-rounds = un top { $top } se joue en { $most ->
    [one] une ronde de phase finale
   *[other] { $most } rondes de phase finale
}, mais { $rounds } rondes suivent le cut
check-cut-seeds = un top { $top } a { $top } têtes de série, pas { $seeds }
check-paired-from-rounds = une ronde est appariée à partir des rondes qui la précèdent ({ $before }), pas de { $rounds }

# season (issue 28)

season-points-not-pair = « { $part } » n’est pas de la forme clé=nombre
season-points-not-number = « { $value } » dans « { $part } » n’est pas un nombre
season-points-unknown-key = clé inconnue « { $key } » (les clés sont win, draw, loss, attend)
season-points-too-large = { $key }={ $value } fait trop de points : { $max } au plus par élément
season-not-regular = ce n’est pas un fichier ordinaire : { $kind }
season-kind-fifo = un tube nommé
season-kind-socket = une socket
season-kind-char-device = un périphérique en mode caractère
season-kind-block-device = un périphérique en mode bloc
season-kind-folder = un dossier
season-kind-other = un fichier spécial
# Results from the players' phones (issue 29)
check-report-code = « { $code } » n’est pas un code de déclaration : six lettres et chiffres parmi A-Z et 2-9, sans I, O, 0 ni 1
check-extra-minutes = { $minutes } minutes de temps supplémentaire, c’est plus qu’une table ne peut en recevoir ({ $max } au plus)
check-report-device = le nom d’un téléphone fait de 1 à 64 caractères, sans saut de ligne

## Added 2026-11-25 (issue 30): a name's reading
check-reading-control = la lecture du nom du joueur { $player } contient un caractère de contrôle
check-reading-long = la lecture du nom du joueur { $player } dépasse { $max } caractères
check-report-address = « { $address } » n’est pas une adresse réseau (comme 192.168.1.23)
check-report-codes-same = les deux moitiés d’un bulletin doivent avoir deux codes différents
check-pod-number = un pod numéroté { $pod } ; les pods se comptent de 1 à { $max }

csv-unknown-division = catégorie « { $division } » inconnue : utilisez juniors, seniors, masters ou laissez vide
csv-division-differs = { $name } est en { $had } sur une ligne précédente mais en { $here } ici
check-forced-loss = { $name } a une défaite sans adversaire à la ronde { $round } ; les rondes vont de 1 à { $max }
check-file-place = donne une place ({ $place }) à un joueur que l’événement n’a pas, ou la place 0
tdf-not-xml = n’est pas un fichier TOM que Podsheet sait lire : le XML est rompu ({ $detail })
tdf-unknown-root = n’est pas un fichier TOM : il commence par <{ $element }>, alors qu’un fichier TOM commence par <tournament>
tdf-no-element = n’a pas de <{ $element }> : tout fichier TOM en a un
tdf-bad-value = <{ $element }> a { $attribute }="{ $value }", que TOM n’écrit jamais
tdf-no-player = <{ $element }> ne nomme aucun joueur (pas de userid)
tdf-unknown-player = nomme le joueur { $userid }, absent de <players>
tdf-player-twice = liste le joueur { $userid } deux fois
tdf-round-twice = { $name } joue deux fois à la ronde { $round }
tdf-no-name = le joueur { $userid } n’a pas de nom
tdf-name-long = le nom du joueur { $userid } dépasse { $max } caractères ou contient un caractère de contrôle
tdf-round-gap = n’a aucun match à la ronde { $round } mais a des rondes suivantes
check-pod-sheet-game = une feuille de table est la feuille de draft de Magic, et ce sont les règles de { $game } : un tournoi de { $game } se joue en rondes suisses ou en toutes rondes (recréez-le avec Nouveau tournoi ou choisissez un préréglage Magic)
check-cut-division-twice = les { $division } ont une phase finale, pas deux
check-cut-seed-division = { $name } joue chez les { $other }, pas chez les { $division }
check-cut-division-top = un top par catégorie est aussi grand que sa plus grande phase finale, un top { $most }, pas un top { $top }
tdf-other-game = est un fichier TOM de { $game } (gametype="{ $code }") : Podsheet ne lit que les fichiers TOM du JCC Pokémon et ne classe aucun autre jeu selon les règles du jeu de cartes
tdf-game-video-game = jeu vidéo Pokémon
tdf-game-go = Pokémon GO

check-round-minutes = une ronde de { $minutes } minutes : une ronde dure de 1 à { $max } minutes
