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
cli-season-events = Soirées
cli-season-record = V-D-N
# Results from the players' phones (issue 29)
cli-serve-read-only = lecture seule
cli-serve-reports = les joueurs déclarent les résultats depuis leur téléphone ; chaque résultat confirmé est écrit dans le fichier
cli-serve-locked = { $file } est ouvert dans Podsheet (processus { $pid } ; son verrou est { $lock }) : laissez les joueurs déclarer leurs résultats par la fenêtre de partage de l’application, ou fermez d’abord le fichier dans l’application. Si Podsheet ne tourne pas, supprimez le verrou.
cli-serve-confirmed = Table { $table }, { $place } : { $score }, les deux téléphones concordent ; écrit dans le fichier.
cli-serve-disputed = { $place } : les téléphones ne concordent pas ({ $results }) ; réglez-le dans l’application ou dans le fichier
