# Les pages des joueurs sur leur téléphone (src/web).

web-find-title = Trouvez votre nom
web-title-pairings = { $event } : appariements
web-title-standings = { $event } : classement
web-not-here = Introuvable
web-no-such-page = Cette page n’existe pas.
web-back-to-pairings = Retour aux appariements
web-not-found = Introuvable
web-nothing-yet = Rien à afficher pour l’instant
web-not-shared = Le tournoi n’a pas encore été partagé.
web-nav-pairings = Appariements
web-nav-standings = Classement
web-nav-all-pods = Tous les pods
web-footer = Podsheet · lecture seule · cette page se met à jour toute seule
web-language = Langue
web-timer-stopped = (à l’arrêt)
web-time-up = Temps !
web-no-pairings = Pas encore d’appariements : la ronde 1 n’a pas été appariée.
web-round-pairings = Appariements : { $name }
web-find-then-table = Trouvez votre nom, puis allez à votre table.
web-player = Joueur
web-table = Table
web-opponent = Adversaire
web-bye = bye
web-standings-after = Classement après { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
web-rules-tap = Règles : { $rules }. Touchez votre nom pour voir pourquoi vous êtes à cette place.
web-left-out = { $step } n’est pas utilisé : tout le monde a joué contre tout le monde.
web-points = Pts
web-matches = Matchs
web-swipe = Faites glisser le tableau sur le côté pour voir tous les départages.
web-percent-columns = Dans les colonnes marquées d’un %, les nombres sont des pourcentages (sans le signe %).
web-won = victoire { $score }
web-lost = défaite { $score }
web-drew = nul { $score }
web-not-tied = { $name } n’est à égalité de points de match avec personne : les points de match seuls le placent { $place }.
ordinal = { $n ->
    [1] 1er
   *[other] { $n }e
}
web-place-of = { $place } sur { $count }
web-place-of-division = { $place } sur { $count } ({ $division })
web-not-ranked = Non classé
web-points-record = { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $record }
web-deck = Deck : { $deck }
web-first-pick = Premier pick : { $card }
web-round = Ronde
web-result = Résultat
web-table-not-in = table { $table }, résultat pas encore saisi
web-why-place = Pourquoi { $place } ?
web-why-not-ranked = Pourquoi non classé ?
web-compared = Comparé aux joueurs autour de vous
web-tonight-pods-ask = Ce soir, il y a { $count } pods : trouvez votre nom, ou choisissez votre pod ci-dessous.
web-your-name = Votre nom
web-find = Chercher
web-nobody-matches = Personne ce soir ne correspond à « { $query } ».
web-pod = Pod
web-tonights-pods = Les pods de ce soir
web-pod-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
web-nav-season = Saison
web-season-title = Saison
web-season-points = Points par soirée : { $win } pour une victoire, { $draw } pour un nul, { $loss } pour une défaite, { $attend } pour la participation.
web-season-events = Tournois
web-season-missing = manquante

# A round's life, batch 2
web-in-the-playoff = Toujours en phase finale
web-playoff-so-far = La phase finale jusqu’ici
web-why-swiss-place = Pourquoi { $place } après les rondes suisses ?
web-playoff-seed = Tête de série n° { $seed } du top { $top } ({ $swiss } après les rondes suisses).
web-playoff-won = { $round } : victoire contre { $opponent }, { $score }.
web-playoff-lost = { $round } : défaite contre { $opponent }, { $score }.
web-playoff-to-play = { $round } : contre { $opponent }, pas encore joué.
web-pairings-changed = Appariements mis à jour à { $time } : { $count ->
    [0] aucune table n’a changé.
    [one] la table { $tables } a changé.
   *[other] les tables { $tables } ont changé.
}
web-pairings-may-change = Ces appariements peuvent encore changer : la boutique vérifie un résultat, un drop ou une inscription tardive antérieurs à ces appariements.

# Results from the players' phones (issue 29)
web-table-extra = { $table } (+{ $minutes } min)
web-extra-minutes = +{ $minutes } min de temps supplémentaire
web-report-result = { $a } { $score } { $b }
web-report-table = Table { $table } : le résultat
web-report-ask = Déclarez comment votre match s’est terminé. Les parties de { $a } viennent en premier.
web-report-how = Ou tapez-le, les parties de { $a } en premier ({ $examples }) :
web-report-send = Déclarer
web-report-yours-pending = Vous avez déclaré ce résultat. { $other } doit maintenant le confirmer sur son propre téléphone, avec sa moitié du bulletin.
web-report-change = Vous avez déclaré un mauvais résultat ?
web-report-other-pending = { $other } a déclaré le résultat ci-dessous. S’il est juste, confirmez-le ; sinon, déclarez ce qui s’est passé.
web-report-confirm = Confirmer : { $result }
web-report-or-other = Il s’est passé autre chose :
web-report-confirmed = Les deux joueurs sont d’accord. La boutique saisit le résultat.
web-report-disputed = Les deux joueurs ont déclaré des résultats différents ({ $results }) : la boutique tranchera. Si le vôtre était faux, corrigez-le.
web-report-has-result = Le résultat est saisi. Pour le modifier, adressez-vous à la boutique.
web-report-unknown = Aucun match n’a ce code : vérifiez-le sur votre bulletin, ou adressez-vous à la boutique.
web-report-slowed = Trop de codes envoyés depuis ce téléphone ne correspondaient à aucun match : attendez une minute, puis réessayez.
web-report-origin = Un résultat ne peut être déclaré que depuis la page de Podsheet elle-même : ouvrez l’adresse inscrite sur votre bulletin.
web-report-too-big = Cette déclaration est trop longue : tapez seulement le résultat, par exemple 2-1.
web-report-taken = Le résultat est déjà saisi ; rien n’a été modifié. Pour le modifier, adressez-vous à la boutique.
web-footer-reports = Podsheet · sur le réseau de la boutique · cette page se met à jour toute seule
web-report-agreed-already = Les deux joueurs étaient déjà d’accord : votre déclaration a été gardée comme note pour la boutique et n’a rien changé. Pour modifier le résultat, adressez-vous à la boutique.
web-report-flagged = La boutique doit d’abord examiner ce match ({ $why }) : adressez-vous à la boutique.
web-report-half-pending = Ce résultat a été déclaré avec votre moitié du bulletin. { $other } le confirme sur son propre téléphone.
web-report-held = Ce résultat attend une vérification de la boutique : { $why }.
web-report-impossible = Ce résultat est suspendu : { $why }. Il ne compte nulle part tant que la boutique ne l’a pas corrigé ; demandez à la boutique.
web-report-old-slip = Ce bulletin date d’avant que chaque joueur ait sa propre moitié : un résultat déclaré avec lui attend une vérification de la boutique.
web-report-you-are = Ceci est la moitié du bulletin de { $name } : vous déclarez en tant que { $name }.

## The cut stands after a fix (issue 35 part 4)

web-seeds-kept = Le tableau garde les têtes de série avec lesquelles la coupe a été faite : un résultat corrigé depuis déplace les joueurs dans le classement ci-dessous, pas dans le tableau (la coupe tient).
web-seed-now = ({ $seed }) { $name } : { $place } au classement maintenant
web-reports-off = Ce tournoi n’accepte pas les résultats par téléphone : remettez votre bulletin à la boutique.
web-busy = Le serveur est occupé ; réessayez dans un instant.
web-cut-may-change = Un résultat des rondes suisses a changé après la coupe et aucun résultat de phase finale n’est encore saisi : la boutique peut couper à nouveau, ce tableau peut donc changer.
web-report-replaced = Ce bulletin a été remplacé : les appariements ont changé à { $time }. Trouvez votre nouvelle table sur la page des appariements et demandez votre nouveau bulletin à la boutique.
web-report-full-mine = Vous avez envoyé { $count } déclarations avec cette moitié, le maximum pour un téléphone : la dernière compte. Pour la changer, adressez-vous à la boutique.
web-report-full-half = Cette moitié du bulletin a reçu { $count } déclarations de plusieurs téléphones, le maximum qu’elle accepte : adressez-vous à la boutique.

web-report-how-dl = Ou tapez-le, les parties de { $a } en premier ({ $examples }), ou dl pour une double défaite :
web-report-double-loss = { $a } et { $b } : double défaite

web-season-points-tie = Points par tournoi : { $win } pour une victoire, { $draw } pour une égalité, { $loss } pour une défaite, { $attend } pour la participation.
