# Explications des égalités (src/text/explain). Chaque message est une
# phrase entière ou une proposition ; noms des joueurs, nombres et listes
# arrivent en arguments, déjà mis en forme pour la langue.

## Départages et termes (voir GLOSSARY.md)

step-match-points = points de match
step-omp = points de match des adversaires
step-omw = pourcentage de victoires en matchs des adversaires
step-gpg = moyenne de points par partie
step-gw = pourcentage de victoires en parties
step-ogw = pourcentage de victoires en parties des adversaires
step-oomw = pourcentage de victoires en matchs des adversaires des adversaires
step-cumulative = départage cumulatif (Cumulative)
step-ow = pourcentage de victoires des adversaires
step-oow = pourcentage de victoires des adversaires des adversaires
step-win-resistance = résistance de victoire
step-win-resistance-resistance = résistance de victoire des joueurs battus

# En-têtes de colonnes (noms courts) du classement.
short-match-points = Pts
short-match-wins = Victoires
short-omp = OMP
short-omw = OMW%
short-gpg = Pts/P
short-gw = GW%
short-ogw = OGW%
short-oomw = OOMW%
short-cumulative = Cum
short-ow = OW%
short-oow = OOW%
short-win-resistance = RV
short-win-resistance-resistance = RVB

decider-roll = un tirage au sort enregistré
decider-entry-order = l’ordre d’inscription

## Nombres et liaisons

# Un pourcentage : $value est déjà mis en forme (« 44,44 »).
percent = { $value } %
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# Entre les phrases de chaque joueur d'un groupe.
phrase-separator = {" ; "}
# Entre les noms d'un classement (« Ann, Bo, Cy »).
sentence-separator = {" "}
order-separator = {", "}
# Entre les groupes de « Dans l'ordre : … ».
then-separator = {", puis "}
# Entre les remarques entre parenthèses.
note-separator = {", "}

## Un groupe à égalité, étape par étape

tie-open = { $players } sont à égalité avec { $points }.
ranking-is = Le classement est : { $order }.
step-first = { $step } : { $detail }
step-go-to = { $players } passent à « { $step } » : { $detail }
step-each-set = { $step }, pour chaque groupe encore à égalité. { $parts }
set-part = { $players } : { $detail }
set-detail = { $phrases }. { $outcome }
skip-round-robin = Le départage « { $step } » est écarté : tout le monde a joué contre tout le monde, il ne peut donc pas distinguer les joueurs.
fallback-roll-missing = { $players } sont à égalité sur tous les départages. Un tirage au sort décide ; il n’a pas encore été fait, donc en attendant ils sont classés dans l’ordre d’inscription : { $order }.
fallback-decides = { $players } sont à égalité sur tous les départages ; { $decider } les départage : { $order }.

outcome-still-tied = { $players } sont toujours à égalité.
outcome-ahead = { $ahead } passe devant { $behind }.
outcome-orders = Cela les classe ainsi : { $order }.
outcome-in-order = Dans l’ordre : { $parts }.
outcome-part-tied = { $players } (toujours à égalité)

## Deux joueurs comparés

pair-disqualified = { $name } est disqualifié et ne figure pas au classement.
pair-ahead-on-points = { $ahead } ({ $ahead_points }) est devant { $behind } ({ $behind_points }) aux points de match.
match-wins =
    { $count ->
    [one] { $count } match gagné
    *[other] { $count } matchs gagnés
    }
pair-ahead-on-wins = { $ahead } ({ $ahead_points }) est devant { $behind } ({ $behind_points }) aux matchs gagnés.
pair-tied = { $ahead } et { $behind } sont à égalité avec { $points }.
pair-equal-on = Ils sont à égalité sur { $steps }.
step-with-value = « { $step } » ({ $value })
pair-first-orders = Le premier départage qui les sépare est « { $step } » : { $ahead_phrase } ; { $behind_phrase }. { $ahead } passe devant.
pair-equal-every = Ils sont à égalité sur tous les départages ; { $decider } place { $ahead } devant.

## Comment la valeur d'un joueur est obtenue

phrase-points = { $who } : { $points } ({ $won ->
    [one] { $won } victoire
   *[other] { $won } victoires
}, { $drawn ->
    [one] { $drawn } nul
   *[other] { $drawn } nuls
}, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
phrase-points-per-game = { $who } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} = { $value }
phrase-game-points = { $who } : { $points ->
    [one] { $points } point de partie
   *[other] { $points } points de partie
} sur { $possible } possibles = { $value }
phrase-game-points-floored = { $who } : { $points ->
    [one] { $points } point de partie
   *[other] { $points } points de partie
} sur { $possible } possibles = { $value } ({ $raw } relevé au minimum)
phrase-no-opponents = { $who } n’a pas encore d’adversaire, donc compte { $value }
phrase-opponent-points = { $who } : ses adversaires ont { $items } = { $sum } / { $count } = { $value }
opponent-points-floored = { $points } ({ $record } compte pour { $points ->
    [one] { $points } point
   *[other] { $points } points
})
phrase-opponents = { $who } : adversaires { $items } = { $sum } / { $count } = { $value }
opponent-value = { $opponent } { $value }
opponent-value-notes = { $opponent } { $value } ({ $notes })
note-raised = { $raw } relevé au minimum de { $used }
with-bye-note = { $phrase } ; { $count ->
    [one] { $who } a eu le bye à la ronde { $rounds }, sans adversaire à compter
   *[other] { $who } a eu les byes aux rondes { $rounds }, sans adversaire à compter
}
beaten = { $opponent } ({ $value })
beaten-resistance = { $opponent } (résistance de victoire { $value })
drew = nul contre { $opponent } ({ $value } / 3 = { $used })
drew-resistance = nul contre { $opponent } (résistance de victoire { $value } / 3 = { $used })
beaten-bye = le bye (0)
beat-no-one = { $who } n’a battu personne, donc 0
beat = { $who } a battu { $items }, soit { $total }
pool-round = { $earned } → { $pool }
phrase-pools = { $who } : points par ronde et cagnotte de bonus { $rounds } = { $value }

## Préréglages de règles, une ligne chacun (menus, aide, règles imprimées)

preset-pod-rr = Feuille toutes rondes à 7 joueurs : points, résistance de victoire
preset-pod-swiss = Feuilles de rondes suisses à 8/10 joueurs : départages DCI, byes à 0-0
preset-mtr = Règles de tournoi Magic, annexe C (minimum 0,33)
preset-wotc = Classements publiés par Wizards (minimum 1/3)
preset-melee = melee.gg (parties nulles comptées 0)
preset-wer = Wizards Event Reporter (byes exclus du PMW%)
preset-wer-team = Tournois par équipes WER (OOMW%)
preset-cumulative = Tournois Premier du début des années 2010 (Cumulative)
preset-custom = vos propres options

## Les cases à lettre d'une feuille papier (src/text/sheet.rs)

source-player = joueur { $number }
source-winner = vainqueur { $letter }
source-loser = perdant { $letter }
source-waiting-flip = { $source } : en attente du pile ou face en { $letter }

## Problèmes trouvés dans un événement (src/engine/validate.rs)

validate-no-name = Le joueur { $number } n’a pas de nom.
validate-same-name = Deux joueurs s’appellent { $name } : donnez à l’un d’eux un nom de famille ou une initiale.
validate-unknown-player = { $place } : renvoie à un joueur qui n’est pas sur la feuille.
validate-against-themselves = { $place } : { $name } est apparié contre lui-même.
validate-two-matches = Ronde { $round } : { $name } figure dans deux matchs ({ $first } et { $place }).
validate-dropped-has-result = { $round ->
    [0] { $place } : { $name } est absent (hors du tournoi avant la ronde 1) mais a un résultat ici.
   *[other] { $place } : { $name } a droppé après la ronde { $round } mais a un résultat ici.
}
validate-joined-has-result = { $place } : { $name } est arrivé à la ronde { $round } mais a un résultat ici.
validate-no-result = { $place } : pas encore de résultat.
validate-cannot-happen = { $place } : { $score } est impossible : { $why }.
validate-intentional-draw = { $place } : { $score } est une égalité intentionnelle, que cette feuille n’autorise pas.
validate-shared-seat = { $first } et { $second } ont tous deux le siège { $seat } : donnez un autre siège à l’un d’eux.
impossible-best-of-one = un match en BO1 se joue en une seule partie : victoire, défaite ou nul (1-0, 0-1 ou 0-0-1)
impossible-over-two = en BO3, un joueur s’arrête à 2 parties gagnées
impossible-both-two = en BO3, les deux joueurs ne peuvent pas gagner 2 parties chacun
impossible-too-many = aucun match ne compte autant de parties
place-quarterfinal = Quart de finale { $label } ({ $a } contre { $b })
place-semifinal = Demi-finale { $label } ({ $a } contre { $b })
place-final = Finale ({ $a } contre { $b })
place-match = Ronde { $round }, table { $table } ({ $a } contre { $b })
place-box = Ronde { $round }, table { $table }, case { $label } ({ $a } contre { $b })
place-bye = Ronde { $round } ({ $a } a le bye)
unknown-player = un joueur inconnu
# Un nom ou un autre texte tel quel (pour une partie de phrase sans autres mots).
text = { $text }

## Pourquoi une ronde est appariée ainsi (src/engine/pairing)

pair-rematch = { $a } et { $b } se retrouvent : aucun appariement de cette ronde n’évite tous les rematchs.
float-odd = il reste un nombre impair de joueurs à apparier à { $points ->
    [one] { $points } point
   *[other] { $points } points
}
float-rematch = les joueurs restants à { $points ->
    [one] { $points } point
   *[other] { $points } points
} ne peuvent pas tous s’affronter sans rematch
float-down = { $high } ({ $high_points } pts) descend affronter { $low } ({ $low_points } pts) : { $why }.
bye-everyone-had-one = { $name } reçoit le bye : tout le monde en a déjà eu un, et { $name } est le joueur le moins bien classé qui peut le prendre sans rematch.
bye-again = { $name } reçoit à nouveau un bye : tous ceux qui n’en ont pas encore eu sont nécessaires ailleurs pour éviter un rematch.
bye-lowest = { $name } reçoit le bye : joueur le moins bien classé sans bye.
bye-lowest-others = { $name } reçoit le bye : joueur le moins bien classé sans bye qui peut le prendre sans imposer de rematch (impossible pour { $others }).
pair-random = La ronde { $round } est appariée au hasard (graine enregistrée { $seed }).
pair-random-within-points = La ronde { $round } est appariée au hasard entre joueurs à égalité de points, le joueur en surnombre descendant au hasard (graine enregistrée { $seed }).
pair-across-seat = La ronde { $round } se joue face à face selon les sièges : chacun affronte le joueur situé à une demi-table de lui.
pair-across-number = La ronde { $round } se joue face à face selon les numéros de joueur : chacun affronte le joueur situé à une demi-table de lui.
bye-odd-last = { $name } reçoit le bye : nombre impair de joueurs, et dernière place dans l’ordre.
round-robin-sheet-round = Ronde { $round } du calendrier de la feuille à 7 joueurs.
round-robin-round = Ronde { $round } du calendrier toutes rondes (méthode du cercle, { $players } joueurs).
bye-absent-opponent = { $name } reçoit un bye : son adversaire prévu, { $absent }, ne joue pas cette ronde.
records-absent = { $name } ne joue pas la ronde { $round } : le parcours de la feuille ne s’applique plus, donc à partir de la ronde { $round } les appariements se font selon les bilans.
records-draws = { $count ->
    [one] { $count } match s’est terminé
   *[other] { $count } matchs se sont terminés
} sur un nul ({ $boxes }) : le parcours de la feuille ne s’applique plus, donc à partir de la ronde { $round } les appariements se font selon les bilans.
records-off-sheet = La ronde { $round } a des tables réappariées selon les bilans : le parcours de la feuille ne s’applique plus, donc à partir de la ronde { $round } les appariements se font selon les bilans.
draw-in-round = ronde { $round }
flip-sends = La case { $letter } ({ $a } contre { $b }) s’est terminée sur un nul : le pile ou face qualifie { $winner } comme vainqueur.
swap-round-three = { $x } et { $y } ont fait nul à la ronde 1 et ont tous deux { $points ->
    [one] { $points } point de match
   *[other] { $points } points de match
} après la ronde 2 : ils échangent leurs places pour la ronde 3.
no-swap = { $x } et { $y } ont fait nul à la ronde 1 mais ont respectivement { $x_points } et { $y_points } points de match après la ronde 2 : pas d’échange, le pile ou face est maintenu.

## Un score tapé (src/model/score_text.rs)

score-not-a-score = « { $text } » n’est pas un score : tapez les parties gagnées, perdues et nulles (2-1, 21, 2-1-1), ou w, l, ou id pour une égalité intentionnelle
score-which-draw = « { $text } » ne dit pas quel match nul : tapez les parties telles qu’elles ont été jouées, 1-1 (la partie 3 n’a jamais commencé) ou 1-1-1 (le temps a été appelé pendant la partie 3), ou id pour une égalité intentionnelle (0-0-3)
score-too-many-games = « { $text } » : aucun match ne compte autant de parties
score-empty = 0-0 n’est pas un résultat : laissez la case vide jusqu’à ce que le match soit joué ; une égalité intentionnelle s’écrit 0-0-3 (tapez id)
lang-preparing = { $language } est encore en cours de traduction : ce qui manque s’affiche en anglais.
lang-pseudo = { $tag } est la pseudo-langue : de l’anglais accentué et environ 40 % plus long, pour vérifier les mises en page.

## Les pods et les joueurs de la soirée (src/engine/night.rs)

name-control-character = contient un caractère de contrôle
name-too-long = dépasse { $max } caractères
name-twice = « { $name } » figure déjà à la ligne { $line } (« { $first } ») : chaque drafteur une seule fois
night-no-pod = Il n’y a pas de pod { $pod }.
night-pod-has-results = Le pod { $pod } a déjà des résultats : ses joueurs ne peuvent plus changer.
night-pod-keeps-rounds = Le pod { $pod } garde ses propres rondes et ses places (il n’est plus tel que la soirée l’a distribué) : personne n’y entre ni n’en sort ici. Un absent y est droppé avant la ronde 1.
night-no-show-played = { $name } a un résultat à la ronde { $round } : ce n’est pas un absent. Faites-le plutôt dropper après une ronde (le menu … à côté de son nom).
night-pod-full = Le pod { $pod } est complet ({ $max } joueurs).
night-pod-no-player = Le pod { $pod } n’a pas de joueur { $player }.
night-type-name = Tapez le nom du nouveau joueur.
night-already-playing = { $name } joue déjà ce soir.
night-pod-full-start-new = Le pod { $pod } est complet : lancez plutôt un nouveau pod.
night-only-pod = L’unique pod de la soirée doit avoir au moins un joueur.

## Une ronde appariée ou modifiée à la main (src/engine/pairing/check.rs)

check-no-round = il n’y a pas de ronde { $round }
check-swap-unknown-player = l’un des deux joueurs n’est pas dans ce tournoi : choisissez-les de nouveau
check-not-playing = { $name } est apparié à la ronde { $round } mais ne la joue pas.
check-against-themselves = { $name } est apparié contre lui-même.
check-rematch = { $a } et { $b } se sont déjà affrontés : c’est un rematch.
check-second-bye = { $name } reçoit un deuxième bye alors que { $waiting } { $count ->
    [one] n’en a eu aucun
   *[other] n’en ont eu aucun
}.
check-paired-times = { $name } est apparié { $times } fois à la ronde { $round }.
check-not-paired = { $name } n’est pas apparié à la ronde { $round }.
check-swap-has-result = Le match où joue { $name } a déjà un résultat : effacez-le avant d’échanger.

## Ce que joue un pod (src/engine/pods.rs)

pod-format-round-robin-7 = Feuille toutes rondes à 7 joueurs
pod-format-swiss-8 = Feuille de rondes suisses à 8 joueurs
pod-format-swiss-10 = Feuille de rondes suisses à 10 joueurs
pod-format-swiss = Rondes suisses
pod-plays = { $format } · { $games ->
    [1] en une partie
    [3] en deux parties gagnantes
   *[other] en { $games } parties
} · { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} de { $minutes } min

## Pourquoi aucun appariement n'a pu être fait (src/engine/pairing/outcome.rs)

pairing-not-finished = la ronde { $round } n’est pas terminée : { $missing ->
    [one] { $missing } résultat manquant
   *[other] { $missing } résultats manquants
}
pairing-over = le tournoi est terminé : les { $rounds } rondes ont été jouées
pairing-too-few = personne à apparier : { $active ->
    [one] { $active } joueur actif
   *[other] { $active } joueurs actifs
} à la ronde { $round }
pairing-too-many = les rondes suisses apparient au plus { $max } joueurs ; la ronde { $round } en a { $active }
pairing-round-robin-size = un tournoi toutes rondes demande de 3 à 16 joueurs ; ce tournoi en a { $players }
pairing-sheet-players = la feuille à { $expected } joueurs demande des joueurs numérotés de 1 à { $expected } : { $problem }
sheet-players-count = ce tournoi en a { $players }
sheet-players-number = { $name } a le numéro { $number }
sheet-players-twice = le numéro { $number } est attribué deux fois
pairing-seed-needed = la ronde { $round } est appariée au hasard : tirez d’abord une graine d’appariement pour elle
pairing-not-planned = aucune ronde suivante n’est prévue pour les résultats importés
pods-no-players = la liste d’inscription ne contient aucun nom
pods-bad-size = un pod compte de { $min } à { $max } joueurs ; { $size } n’est pas une taille de pod

## La phase finale après les rondes suisses (src/engine/playoff.rs)

playoff-seeded = Top { $top } après { $rounds } rondes suisses : têtes de série 1 contre { $top }, 2 contre { $second }… selon le classement des rondes suisses.
playoff-round = { $name } du top { $top } : les vainqueurs de la ronde précédente s’affrontent.
playoff-needs-winner = { $place } : { $score } ne donne pas de vainqueur ; un match de phase finale en exige un.
playoff-error = La phase finale ne peut pas continuer : { $why }
cut-not-swiss = Seul un tournoi en rondes suisses peut avoir un cut en top 8, 4 ou 2.
cut-not-finished = La ronde { $round } n’est pas terminée : le cut se fait une fois tous les résultats des rondes suisses saisis.
cut-too-few = Un top { $top } demande { $top } joueurs ; ce tournoi en a { $players }.
cut-already = Le cut de ce tournoi a déjà été fait en top { $top }.
playoff-quarterfinals = Quarts de finale
playoff-semifinals = Demi-finales
playoff-final = Finale

## Les égalités d'une saison (src/text/explain/season.rs)

season-no-ties = Aucun joueur n’est à égalité aux points de saison : le classement de la saison n’a pas besoin de départage.
season-tied = { $ahead } et { $behind } ont tous deux { $points ->
    [one] { $points } point de saison
   *[other] { $points } points de saison
}.
season-by-matches-won = { $ahead } passe devant au nombre de matchs gagnés sur la saison : { $ahead_count } contre { $behind_count }.
season-by-fewer-losses = Ils ont gagné autant de matchs ({ $won }) ; { $ahead } passe devant avec moins de matchs perdus : { $ahead_count } contre { $behind_count }.
season-by-events = Ils ont gagné et perdu autant de matchs ; { $ahead } passe devant au nombre de soirées jouées : { $ahead_count } contre { $behind_count }.
season-by-first-seen = Ils sont à égalité sur tous les critères ; { $ahead } a rejoint la saison en premier (soirée { $ahead_event }, { $behind } à la soirée { $behind_event }).
season-by-entry = Ils sont à égalité sur tous les critères et ont tous deux rejoint la saison à la soirée { $event } ; { $ahead } y a été inscrit en premier.
season-placed = { $event } : { $name } reçoit { $points ->
    [one] { $points } point
   *[other] { $points } points
}, et non les { $earned } de ses matchs et de sa participation : chaque place de la phase finale reçoit au moins un point de plus que la meilleure des places en dessous.

## Les feuilles papier

template-round-robin-7 = Toutes rondes à 7
template-swiss-8 = Rondes suisses à 8
template-swiss-10 = Rondes suisses à 10
template-single-elimination-8 = Élimination directe à 8
template-round-robin-6-double = Toutes rondes en double à 6
template-swiss-9 = Rondes suisses à 9 avec un bye par ronde
heading-round-robin-7 = 7 joueurs : en une partie, chacun joue une fois contre chacun des autres (sept rondes). 20 minutes par ronde.
heading-swiss-8 = 8 joueurs : en deux parties gagnantes, trois rondes suisses. 50 minutes par ronde.
heading-swiss-10 = 10 joueurs : en deux parties gagnantes, trois rondes suisses. 50 minutes par ronde.
heading-single-elimination-8 = 8 joueurs : en deux parties gagnantes, élimination directe (trois rondes). 50 minutes par ronde.
heading-round-robin-6-double = 6 joueurs : en une partie, chacun joue deux fois contre chacun des autres (dix rondes). 20 minutes par ronde.
heading-swiss-9 = 9 joueurs : en deux parties gagnantes, trois rondes suisses, un bye par ronde. 50 minutes par ronde.
# A round's life (docs/rules.md §6)
round-name = Ronde { $round }
pairing-waits = La ronde { $round } attend : { $place }, { $score } est impossible : { $why }.
playoff-draw-why = un match de phase finale exige un vainqueur
cut-has-playoff-results = un match de phase finale a déjà un résultat
life-not-stale = La ronde { $round } correspond à ses résultats : rien à réapparier.
life-off-sheet-waits = un résultat conservé ne correspond plus à la feuille, donc les autres tables sont appariées selon les bilans, ce qui attend un résultat pour { $place }
life-off-sheet-flip = un résultat conservé ne correspond plus à la feuille, donc les autres tables sont appariées selon les bilans, ce qui attend le pile ou face de { $place }
life-off-sheet-waits-all = un résultat conservé ne correspond plus à la feuille, donc les autres tables sont appariées selon les bilans, ce qui attend que chaque case avant elle soit décidée
life-not-paired = { $name } n’est pas apparié à la ronde { $round }.
life-bye-no-opponent = { $name } a le bye à la ronde { $round } : pas d’adversaire à qui donner le match ; réappariez plutôt la ronde.
life-has-result = Le match de { $name } à la ronde { $round } a déjà un résultat.
life-opponent-out = { $opponent } ne joue plus la ronde { $round } non plus : personne ne peut recevoir la victoire du match ; réappariez plutôt la ronde.
life-cut-not-stale = Le cut correspond au classement des rondes suisses : rien à refaire.
life-no-result = vide
life-bye-result = bye
cause-list = { $items }
cause-result = la table { $table } de la ronde { $round } est passée de { $from } à { $to }
cause-result-cleared = le résultat de la table { $table } de la ronde { $round } a été effacé (avant : { $from })
cause-dropped = { $after ->
    [0] { $name } a été noté absent
   *[other] { $name } a droppé après la ronde { $after }
}
cause-disqualified = { $name } a été disqualifié
cause-came = { $name } a rejoint le tournoi
cause-differs = les résultats précédents ont changé
cause-more = { $count ->
    [one] il y a eu un autre changement
   *[other] il y a eu { $count } autres changements
}
life-stale = la ronde { $round } a été appariée, puis { $causes }
life-stale-legacy = la ronde { $round } ne correspond plus à un nouvel appariement des rondes précédentes
life-advice-repair = réappariez-la (aucun résultat saisi pour l’instant)
life-advice-repair-rest = { $played ->
    [one] le résultat saisi est conservé
   *[other] les { $played } résultats saisis sont conservés
} ; réappariez { $open ->
    [one] la table sans résultat ({ $tables })
   *[other] les tables sans résultat ({ $tables })
}
life-advice-cannot = impossible de la réapparier pour l’instant : { $why }
life-dropped-paired = { $after ->
    [0] { $name } est absent mais est apparié à la ronde { $round } contre { $opponent } ; réappariez la ronde { $round } ou donnez la victoire du match à { $opponent }
   *[other] { $name } a droppé après la ronde { $after } mais est apparié à la ronde { $round } contre { $opponent } ; réappariez la ronde { $round } ou donnez la victoire du match à { $opponent }
}
life-dropped-bye = { $after ->
    [0] { $name } est absent mais a le bye à la ronde { $round } ; réappariez la ronde { $round }
   *[other] { $name } a droppé après la ronde { $after } mais a le bye à la ronde { $round } ; réappariez la ronde { $round }
}
life-disqualified-paired = { $name } est disqualifié mais est apparié à la ronde { $round } ; réappariez la ronde { $round }
life-stale-cut = le cut au top { $top } a été fait, puis { $causes }
life-stale-cut-legacy = le cut au top { $top } ne correspond plus au classement des rondes suisses
life-advice-recut = refaites le cut (aucun résultat de phase finale pour l’instant)
life-advice-cut-stands = le cut est maintenu : { $why }
life-warning = { $what } ; { $advice }
change-repaired = La ronde { $round } a été réappariée à { $time }, car { $causes } : { $count ->
    [0] aucune table n’a changé
    [one] la table { $tables } a changé
   *[other] les tables { $tables } ont changé
}.
change-kept = La ronde { $round } a été gardée telle quelle à { $time }, même si { $causes }.
change-conceded = { $name } a droppé après l’appariement de la ronde { $round } : la victoire du match a été donnée à { $opponent } ({ $time }).
change-recut = Le cut au top { $top } a été refait à { $time }, car { $causes }.
change-cut-kept = Le cut au top { $top } a été gardé tel quel à { $time }, même si { $causes }.
cause-repaired = la ronde { $round } a été réappariée
# The end of a sentence the app makes from a clause.
sentence-end = .
life-all-played = chaque table de la ronde a un résultat
life-advice-all-played = ses résultats restent (on corrige et on continue) : gardez-la telle quelle

# A round's life, batch 2
rounds-not-swiss = Seul un tournoi en rondes suisses a un nombre de rondes à régler : une feuille ou un tournoi toutes rondes a le sien.
rounds-after-cut = Le cut vers la phase finale est fait : le nombre de rondes suisses est fixé.
rounds-below-played = Les rondes suisses ne peuvent pas s’arrêter après la ronde { $rounds } : la ronde { $played } a déjà des résultats.
rounds-too-many = { $rounds } rondes, c’est plus qu’un tournoi ne peut en avoir ({ $max }).
dropped-mark = { $round ->
    [0] (absent)
   *[other] (a droppé après la ronde { $round })
}
held-mark = ({ $round } : { $score } suspendu)
held-result = { $score } suspendu : { $why } (il ne compte nulle part tant que la boutique ne l’a pas corrigé)
# The end of a round (issue 29)
round-end-table = Table { $table } : { $a } contre { $b }
round-end-extra = { $line } (+{ $minutes } min)
round-end-extra-left = { $line } (+{ $minutes } min : il reste { $left })
round-end-extra-up = { $line } (+{ $minutes } min : temps écoulé)
round-end-still-playing = Encore en jeu
round-end-none = Chaque table a un résultat ou une déclaration.

## Added 2026-11-25 (issue 30)
playoff-error-size = une phase finale est un top 8, 4 ou 2, pas un top { $top }
playoff-error-too-few = un top { $top } demande { $top } joueurs classés ; le classement des rondes suisses en compte { $ranked }
playoff-error-draw = ronde { $round } : { $pairing } est un match nul ; un match de phase finale exige un vainqueur
playoff-error-not-in-bracket = ronde { $round } : { $pairing } n’est pas un match de la phase finale (elle oppose { $expected })
playoff-error-bye-not-in-bracket = ronde { $round } : un bye pour { $name } n’est pas un match de la phase finale (elle oppose { $expected })
playoff-error-too-many-rounds =
    un top { $top } se joue en { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    } ; la ronde { $round } est de trop

## Other games (docs/rules.md §8)

step-owp = pourcentage de victoires des adversaires
step-oowp = pourcentage de victoires des adversaires des adversaires
step-head-to-head = confrontation directe
step-ctb = départage cumulatif
step-pml = pourcentage de matchs perdus
# TODO(read)
step-oml = pourcentage de matchs perdus des adversaires
step-octb = CTB moyen des adversaires
# TODO(read)
step-game-wins = parties gagnées
# TODO(read)
step-ompp = pourcentage de points de match des adversaires
# TODO(read)
step-game-two-wins = deuxièmes parties gagnées
short-owp = OWP
short-oowp = OOWP
short-head-to-head = CD
short-ctb = CTB
short-pml = PML
# TODO(read)
short-oml = OML%
short-octb = OCTB
# TODO(read)
short-game-wins = Parties gag.
# TODO(read)
short-ompp = OMPP
# TODO(read)
short-game-two-wins = 2e partie
preset-pokemon = JCC Pokémon : pourcentage de victoires des adversaires, confrontation directe, tirage au sort
# TODO(read)
preset-fab = Flesh and Blood : CTB, pourcentage de matchs perdus, pourcentage de matchs perdus des adversaires, OCTB, tirage au sort (l’ordre de l’éditeur, selon les TRP 1.10 §1.4)
preset-yugioh = JCC Yu-Gi-Oh! : OMW%, OOMW%, pas de nul (double défaite)
preset-lorcana = Disney Lorcana en BO3 : OMW%, GW%, OGW% (minimum 0,33)
# TODO(read)
preset-lorcana-two-game = Disney Lorcana, matchs en deux parties (2-0 vaut 7 points) : parties gagnées, % de points des adversaires, deuxièmes parties gagnées (l’ordre de Melee)
# TODO(read)
preset-lorcana-two-game-playhub = Disney Lorcana, matchs en deux parties comptés 3 / 1 / 0 : OMW%, OGW% (comme PlayHub les a comptés)
preset-one-piece = One Piece Card Game : pas de nul (double défaite), départages à votre choix
# TODO(read)
preset-swu = Star Wars : Unlimited : matchs gagnés, OMW%, GW%, OGW% (l’ordre de Melee)
game-magic = Magic : The Gathering
game-pokemon = JCC Pokémon
game-fab = Flesh and Blood
game-yugioh = JCC Yu-Gi-Oh!
game-lorcana = Disney Lorcana
game-lorcana-two-game = Disney Lorcana (matchs en deux parties)
game-one-piece = One Piece Card Game
game-swu = Star Wars : Unlimited
h2h-beat = { $winner } a battu { $loser } à la ronde { $round }
h2h-not-met = { $a } et { $b } ne se sont pas affrontés
h2h-no-winner = { $a } et { $b } se sont affrontés sans vainqueur
h2h-not-two = la confrontation directe ne départage que deux joueurs exactement, et ils sont { $count } à égalité
pair-head-to-head = Le premier départage qui les sépare est la confrontation directe : { $detail }. { $ahead } passe devant.
phrase-ctb = { $who } : { $totals } points de match après chaque ronde ; la valeur courante (celle de la ronde précédente / 4 + les points acquis) atteint { $running } sur les { $best } d’un joueur qui a tout gagné = { $value }
phrase-pml = { $who } a perdu { $lost ->
    [one] { $lost } match
   *[other] { $lost } matchs
} sur { $played } = { $value }
# TODO(read)
phrase-game-wins = { $who } a gagné { $won ->
    [one] { $won } partie
   *[other] { $won } parties
}
# TODO(read)
phrase-game-wins-byes = { $who } a gagné { $won ->
    [one] { $won } partie
   *[other] { $won } parties
} (dont { $byes } par des byes)
# TODO(read)
ompp-item = { $opponent } { $points } sur { $possible }
# TODO(read)
phrase-ompp = { $who } : adversaires { $items } : { $points } points / { $count } adversaires / { $possible } possibles = { $value }
# TODO(read)
phrase-game-two = { $who } a gagné la deuxième partie de { $won ->
    [one] { $won } match (un 2-0)
   *[other] { $won } matchs (chacun un 2-0)
}, { $total } comptées
# TODO(read)
phrase-with-notes = { $phrase } ({ $notes })
# TODO(read)
note-game-two-byes = { $count ->
    [one] { $count } par un bye
   *[other] { $count } par des byes
}
# TODO(read)
note-game-two-unknown = { $count ->
    [one] { $count } match 1-1, dont le score ne dit pas qui a gagné la deuxième partie, compté pour personne
   *[other] { $count } matchs 1-1, dont les scores ne disent pas qui a gagné la deuxième partie, comptés pour personne
}
note-bye-left-out = bye non compté
note-capped-drop = { $raw } ramené à { $used } après un abandon
impossible-two-game = un match en deux parties compte au plus deux parties (2-0, 1-1, ou 1-0 avec la deuxième partie inachevée)
impossible-no-draws = { $game } n’a pas de match nul : un match non résolu est une défaite pour les deux (tapez dl)
impossible-no-double-loss = { $game } n’a pas de double défaite : saisissez les parties telles qu’elles ont été jouées
not-built-in = { $game } : les règles de l’éditeur sur { $facts } n’ont pas pu être lues et ne sont pas intégrées ; Podsheet applique un choix par défaut, que l’organisateur peut changer.
fact-points = les points de match
fact-bye = le bye
fact-tiebreakers = les départages
fact-floors = les minima et plafonds
fact-shape = les rondes selon le nombre de joueurs
fact-pairing = les appariements
fact-playoff = la phase finale
# TODO(read)
fact-last-step = le dernier départage
# TODO(read)
choice-swu-omw = Star Wars : Unlimited : Melee compte un match nul pour 1 point sur 3 dans l’OMW% et dit aussi que seules les victoires y comptent ; Podsheet compte le nul pour 1, un choix que l’organisateur peut changer.
# TODO(read)
choice-lorcana-two-game = Disney Lorcana (matchs en deux parties) : Melee classe par parties gagnées, pourcentage de points de match des adversaires et deuxièmes parties gagnées, et PlayHub a été vu comptant 3 / 1 / 0 par match avec OMW% et OGW% ; l’ordre de Melee est celui par défaut, celui de PlayHub le préréglage lorcana-two-game-playhub, un choix que l’organisateur peut changer.
choice-lorcana-ompp-bye = Disney Lorcana (matchs en deux parties) : Melee ne dit pas comment l’exemption d’un adversaire compte dans le pourcentage de points de match des adversaires ; Podsheet compte la ronde de l’exemption parmi les rondes de cet adversaire (7 points possibles) et ses 7 points parmi les siens, un choix que l’organisateur peut changer.
# TODO(read)
sources-line = Sources : { $sources }
# TODO(read)
sources-separator = {" ; "}
# TODO(read)
source-secondary = { $cite } (source secondaire)

## What each event of the room is called (src/text/room.rs)

pod-name = { $draft } – Pod { $pod }
pod-short = Pod { $pod }
pairing-final-played = les phases finales sont terminées : la finale a été jouée
phrase-points-tie = { $who } : { $points } ({ $won ->
    [one] { $won } victoire
   *[other] { $won } victoires
}, { $drawn ->
    [one] { $drawn } égalité
   *[other] { $drawn } égalités
}, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
event-of-game = { $event } ({ $game })
standings-tie-key = Les matchs se lisent victoires-défaites-égalités : une égalité est un match qu’aucun joueur n’a gagné.
life-playoff-box-played = { $place } a un résultat, mais le tableau y envoie maintenant d’autres joueurs : corrigez ou effacez d’abord ce résultat
life-playoff-waits = le tableau attend un résultat en { $place }
life-playoff-no-keep = { $round } : les matchs sont ceux du tableau ; si les résultats y envoient d’autres joueurs, ils ne peuvent pas rester tels quels. Réappariez-les.
score-no-draw-playoff = Un match de phase finale a besoin d’un vainqueur : déclarez les parties comme elles se sont jouées, par exemple 2-1 ou 0-2 (pas de nul, pas de 0-0).
life-box-waits-no-keep = { $place } ne peut pas encore être joué : il suit la case { $feeder }, qui n’a pas de résultat et dont aucun joueur n’y figure, il ne peut donc pas rester tel quel. Réappariez la ronde : la case sera remplie dès que la case { $feeder } aura un résultat.
cut-division-too-few = Un top { $top } des { $division } demande { $top } joueurs encore en lice ; ils sont { $players }.
cut-no-division = Des joueurs par catégories d’âge se coupent par catégorie : choisissez une seule fois le top de chaque catégorie, un top 8, 4 ou 2, ou pas de phase finale (Tournoi → Couper par catégorie…).
division-says = { $division } : { $what }
playoff-cut-round = Phase finale, ronde { $round }
playoff-division-stage = { $stage } ({ $division })
playoff-stages = { $stages }
file-place-line = { $name } : { $file }ᵉ place dans le classement de TOM lui-même, { $place }ᵉ dans celui de Podsheet. { $why }
file-place-dropped-after = { $name } après la ronde { $round }
file-place-why-their-drop = { $name } a abandonné après la ronde { $round }, et TOM garde l’OWP et l’OOWP d’un joueur qui abandonne tels qu’ils étaient à l’abandon, alors que Podsheet continue de compter les rondes que ses adversaires ont jouées ensuite. Le règlement laisse ce point ouvert.
file-place-why-others-drop = TOM garde l’OWP et l’OOWP { $count ->
    [one] du joueur
   *[other] des { $count } joueurs
} aux mêmes points qui { $count ->
    [one] a abandonné
   *[other] ont abandonné
} ({ $names }) tels qu’ils étaient à l’abandon, alors que Podsheet continue de compter les rondes que leurs adversaires ont jouées ensuite. Le règlement laisse ce point ouvert.
file-place-why-their-late = { $name } a rejoint le tournoi en retard, et TOM place toute arrivée tardive derrière tous ceux qui ont les mêmes points, alors que Podsheet départage comme pour tous les autres. Le règlement permet l’un et l’autre.
file-place-why-others-late = TOM place { $count ->
    [one] le joueur
   *[other] les { $count } joueurs
} aux mêmes points { $count ->
    [one] qui a rejoint
   *[other] qui ont rejoint
} le tournoi en retard ({ $names }) derrière tous les autres à ces points, alors que Podsheet les classe par leurs départages. Le règlement permet l’un et l’autre.
file-place-why-rounded = TOM compare l’OWP et l’OOWP arrondis à deux décimales de pourcentage : des valeurs aussi proches y sont égales ; Podsheet les compare exactement.
file-place-why-unknown = Podsheet ne peut pas dire laquelle des façons de classer propres à TOM a placé { $name } là.
explain-pair-apart = { $a } et { $b } jouent dans des catégories d’âge différentes, et chaque catégorie a son propre classement : aucun des deux n’est devant l’autre. { $a } est { $a_place }ᵉ des { $a_division } ; { $b }, { $b_place }ᵉ des { $b_division }.
playoff-error-no-bracket = ronde { $round } : { $pairing } n’est un match d’aucune phase finale de catégorie

## Un résultat dans les mots de son jeu (src/text/result.rs)
score-double-loss = DD
result-double-loss = double défaite
result-tied = égalité { $score }
result-tie = égalité

score-no-draw-type-dl = « { $text } » : { $game } n’a pas de match nul ; un match sans vainqueur est une double défaite, perdue par les deux : tapez dl

konami-number-is = { $head } = points de match (deux chiffres), OMW% et OOMW% (trois chiffres chacun, tronqués, non arrondis) en un seul nombre, comme le logiciel de Konami l’imprime

playoff-error-tie = ronde { $round } : { $pairing } est une égalité ; un match de phase finale exige un vainqueur
playoff-error-double-loss = ronde { $round } : { $pairing } est une double défaite ; un match de phase finale exige un vainqueur

fact-round-time = la durée des rondes

standings-no-roll-yet = Aucun tirage de départage n’a encore été fait : les joueurs à égalité sur tous les départages sont listés dans l’ordre d’inscription en attendant.
