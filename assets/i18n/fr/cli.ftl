# Les phrases de la ligne de commande destinées aux personnes (src/cli).
# Son JSON et son CSV ne changent jamais avec la langue.

explain-no-ties = Aucun joueur n’est à égalité aux points de match : le classement n’a pas besoin de départage.
explain-not-tied =
    { $name } n’est à égalité avec personne : { $rank ->
        [1] 1re
       *[other] { $rank }e
    } place par ses seuls { $points } points de match.

## Tableaux pour les personnes (JSON et CSV ne changent jamais)

cli-rank = Rang
cli-name = Nom
cli-points = Pts
cli-konami-number = Départage
cli-matches = Matchs
cli-games = Parties
cli-decided-by = Départagé par
cli-standings-heading = { $event } — règles : { $rules }, { $rounds ->
    [one] { $rounds } ronde jouée
   *[other] { $rounds } rondes jouées
}
cli-left-out = (départage « { $step } » écarté : le tournoi toutes rondes est complet)
cli-pod-of = Pod { $pod } sur { $pods }
cli-table = Table
cli-box = Case
cli-player = Joueur
cli-opponent = Adversaire
cli-bye = (bye)
cli-why = Pourquoi :
cli-flip-needed = Le match nul de la ronde { $round }{ $what } demande un pile ou face avant que toutes les cases puissent être remplies : ouvrez le tournoi dans l’application pour le faire.
cli-flip-box-match = {" "}(case { $letter }, { $a } contre { $b })
cli-flip-match = {" "}({ $a } contre { $b })
cli-pod-players = Pod { $pod } : { $players } joueurs, { $sheet }
cli-seed-again = Graine { $seed } : `--seed { $seed }` redonne les mêmes pods.

# season (issue 28)

cli-season-left-out = podsheet : la soirée { $event } est laissée hors de la saison : { $error }
cli-season-points-flag = --points : { $why }
cli-season-points-remembered = les points que retient le fichier de saison : { $why }
cli-season-heading =
    Saison de { $events ->
        [one] { $events } soirée
       *[other] { $events } soirées
    } — points : victoire { $win }, nul { $draw }, défaite { $loss }, participation { $attend }
cli-season-missing = La soirée { $event } ({ $file }) manque : { $error }
cli-season-events = Tournois
cli-season-record = V-D-N
# Results from the players' phones (issue 29)
cli-serve-read-only = lecture seule
cli-serve-reports = les joueurs déclarent les résultats depuis leur téléphone ; chaque résultat confirmé est écrit dans le fichier
cli-file-locked = { $writer ->
    [app] { $file } est ouvert dans Podsheet (processus { $pid }), qui l’écrit : fermez d’abord le fichier dans l’application, ou laissez les joueurs déclarer leurs résultats par sa fenêtre de partage.
    [serve] { $file } est en cours d’écriture par podsheet serve --reports (processus { $pid }) : arrêtez-le d’abord (Ctrl+C là où il tourne).
   *[other] { $file } est en cours d’écriture par une autre commande podsheet (processus { $pid }) : réessayez quand elle aura fini.
}
cli-serve-confirmed = { $place } : { $score }, les deux joueurs sont d’accord, chacun sur son propre téléphone ; écrit dans le fichier.
cli-serve-disputed = { $place } : les deux joueurs ont déclaré des résultats différents ({ $results }) ; réglez-le dans l’application une fois serve arrêté (podsheet { $file })

## Added 2026-11-25 (issue 30)
cli-wrote = { $file } enregistré
cli-wrote-pdf =
    { $file } enregistré ({ $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $kb } Ko)
cli-wrote-night-pdf =
    { $file } enregistré ({ $pods } pods, { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $kb } Ko)
cli-wrote-season-pdf = { $file } enregistré ({ $kb } Ko)
cli-serving = Les pages de { $file } sont accessibles à l’adresse { $url } ({ $mode } ; Ctrl+C pour arrêter).
cli-serving-loopback = Seul cet ordinateur peut les ouvrir. Pour les téléphones sur le réseau de la boutique, ajoutez --bind 0.0.0.0.
cli-reloaded = { $file } rechargé.
cli-serve-kept = podsheet serve : { $error } ; les pages gardent la dernière version valide.
cli-cannot-listen = impossible d’écouter sur { $address } : { $why } (un autre programme utilise peut-être le port { $port } ; essayez --port)
cli-playoff-heading =
    Top { $top } après { $rounds ->
        [one] { $rounds } ronde suisse
       *[other] { $rounds } rondes suisses
    }
cli-playoff-seeds = Têtes de série
cli-playoff-to-come = (à déterminer)
cli-playoff-match = { $a } contre { $b }
cli-playoff-wins = { $name } l’emporte
cli-playoff-held = { $score } suspendu : { $why }
cli-unknown-language = langue inconnue « { $tag } » ; les langues disponibles sont { $tags }
cli-bad-top = une phase finale est un top 8, 4 ou 2 ; « { $value } » n’en fait pas partie
cli-bad-pod-size = un pod compte de { $least } à { $most } joueurs ; « { $value } » n’est pas une taille de pod
cli-unknown-preset = jeu de règles inconnu « { $id } » ; les jeux de règles disponibles sont { $ids }
cli-explain-one-file = explain attend un seul fichier FILE (ou --season avec les fichiers de la saison)
cli-explain-players = explain attend un --player (avec qui il est à égalité) ou deux (ce qui les départage)
cli-no-player = { $file } : aucun joueur nommé « { $name } » (joueurs : { $names })
cli-player-ambiguous = { $file } : « { $name } » correspond à plusieurs joueurs ({ $names }) : tapez une plus grande partie du nom
cli-loopback-address = --address { $url } ne mène qu’à cet ordinateur : aucun téléphone ne peut ouvrir l’adresse imprimée. Adresses réseau de cette machine : { $addresses } ; lancez serve avec --bind sur l’une d’elles et imprimez avec --address { $example }
cli-loopback-no-network = --address { $url } ne mène qu’à cet ordinateur : aucun téléphone ne peut ouvrir l’adresse imprimée, et cette machine n’a pas d’adresse réseau (connectez-la au Wi-Fi de la boutique)
cli-pdf-template-pod = --template { $template } imprime une feuille vierge sans tournoi ; --pod demande un fichier de soirée
cli-pdf-template-and-file = { $file } : --template { $template } imprime une feuille vierge sans tournoi ; donnez soit FILE, soit --template, pas les deux
cli-pdf-needs-file = pdf demande un fichier de tournoi (FILE) ou --template ID pour une feuille vierge
cli-pdf-template-kind = --template imprime une feuille de pod vierge ; --kind pairings, slips et standings demandent un fichier de tournoi
cli-pdf-blank-kind = --blank ne s’applique qu’à --kind sheet
cli-pdf-round-kind = { $file } : --round { $round } imprime les appariements et les bulletins d’une ronde : utilisez-le sans --kind, ou avec --kind pairings ou slips
cli-pdf-blank-not-sheet = { $file } : --blank imprime une feuille de pod, et ce tournoi ne se joue pas sur une feuille
cli-pdf-no-round = { $file } : --round { $round } : le tournoi compte les rondes 1 à { $rounds }
cli-in-file = { $file } : { $error }
# TODO(read)
cli-held = { $problem } Il est suspendu : il ne compte nulle part tant qu’il n’est pas corrigé, et tous les autres matchs comptent tels quels.
# TODO(read)
cli-held-row = { $file } ligne { $line } : { $problem } Il est suspendu : il ne compte nulle part tant qu’il n’est pas corrigé, et tous les autres matchs comptent tels quels.
cli-round-not-paired = la ronde { $round } n’est pas appariée : rien à réapparier, garder ou donner
cli-round-not-stale = la ronde { $round } correspond à ce dont elle a été appariée : rien à réapparier ni à garder
cli-cannot-repair = impossible de réapparier la ronde { $round } : { $why }
cli-give-not-out = { $name } n’a pas quitté la ronde { $round } en y étant apparié : seul le match d’un joueur qui a abandonné (ou a été disqualifié) après l’appariement de la ronde peut être donné
cli-repair-taken-out = { $count ->
    [one] Retirée jusqu’à ce que ses joueurs soient connus : table { $tables }.
   *[other] Retirées jusqu’à ce que leurs joueurs soient connus : tables { $tables }.
}
cli-act-repair = pour réapparier la ronde { $round } : { $command }
cli-act-keep = pour garder la ronde { $round } telle quelle : { $command }
cli-act-give = pour donner la victoire du match de la ronde { $round } à { $name } : { $command }
cli-playoff-disagrees = { $file } : { $flag } { $asked } ne correspond pas au cut du tournoi ({ $own }) ; omettez-le pour utiliser ce cut
cli-playoff-own-top = top { $top }
cli-playoff-own-after = après la ronde { $round }
cli-playoff-needs-top = { $file } : --top 8|4|2 est nécessaire : le fichier n’a pas de cut
cli-playoff-no-rounds = { $file } : --swiss-rounds { $asked } : le fichier compte les rondes 1 à { $rounds }
cli-pods-too-many = { $file } : { $names } noms ; Podsheet en gère au plus { $most } par soirée
cli-pods-night-name = Soirée draft
cli-unknown-template = modèle de feuille inconnu « { $id } » ; les modèles disponibles sont { $ids }
cli-serve-held = { $place } : attend la décision du gérant (déclaré : { $results }), car { $why }
cli-serve-paired = { $event }, { $round } : { $tables ->
        [one] { $tables } table appariée ; son bulletin porte
       *[other] { $tables } tables appariées ; leurs bulletins portent
    } les codes des joueurs ({ $command })
cli-serve-pod-line = pod { $pod } : { $line }

division-juniors = Juniors
division-seniors = Seniors
division-masters = Masters
cli-act-recut = pour refaire le cut d’après le classement actuel : { $command }
cli-act-keep-cut = pour garder le cut tel qu’il a été fait : { $command }
cli-event-of = { $name } (--pod { $pod } sur { $pods })
cli-file-other-name = { $file } (un autre nom de { $other }, le même fichier sur le disque)
cli-file-hard-linked = { $file } a { $links } noms sur le disque (liens physiques) : Podsheet enregistre en remplaçant le fichier, et les autres noms garderaient l’ancienne version. Gardez un seul nom (copiez le fichier, supprimez les autres noms) et utilisez celui-là.
cli-serve-stuck = { $place } : { $why }
cli-serving-ipv6 = en IPv6, toutes les adresses du /64 d’un réseau comptent comme un seul téléphone, donc chaque résultat déclaré depuis un téléphone attend votre décision (comme derrière un NAT) : servez en IPv4 (--bind 0.0.0.0) pour que les résultats entrent d’eux-mêmes
cli-serve-coded = { $event }, { $round } : { $tables ->
    [one] 1 table n’avait pas de codes de déclaration et les a reçus ; réimprimez son bulletin
   *[other] { $tables } tables n’avaient pas de codes de déclaration et les ont reçus ; réimprimez leurs bulletins
} ({ $command })
cli-playoff-needs-division = { $file } : ses joueurs jouent par catégories d’âge, et chaque catégorie a sa propre phase finale : indiquez --division juniors, seniors ou masters
cli-playoff-no-division = { $file } : le top du tournoi n’a pas de phase finale pour les { $division }
cli-playoff-not-by-division = { $file } : le top du tournoi est celui de tout le tournoi, pas par catégorie : retirez --division
cli-playoff-own-divisions = un top par catégorie : indiquez aussi --division

cli-season-heading-tie =
    Saison de { $events ->
        [one] { $events } soirée
       *[other] { $events } soirées
    } — points : victoire { $win }, égalité { $draw }, défaite { $loss }, participation { $attend }
cli-season-record-tie = V-D-É
