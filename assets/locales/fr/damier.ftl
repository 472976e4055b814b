# Messages de Damier en français, traduits de la référence anglaise (en/damier.ftl). La notation
# des coups, les noms des cases et les nombres ne se traduisent pas. `$side`, `$winner` et `$loser`
# sont des noms de camp (side-white, side-black, side-red), déjà traduits.

## Variantes, camps, niveaux

variant-hexdame = HexDame
variant-international = Dames internationales
variant-brazilian = Dames brésiliennes
variant-frisian = Dames frisonnes
variant-english = Dames anglaises (checkers)
variant-hexdame-blurb = Les dames hexagonales de Freeling : 61 cases, six directions, dames volantes.
variant-international-blurb = 10×10, dames volantes, les pions prennent aussi en arrière, la prise majoritaire est obligatoire.
variant-brazilian-blurb = Les règles internationales sur un damier de 8×8.
variant-frisian-blurb = 10×10, avec aussi des prises en ligne droite ; la prise de plus grande valeur est obligatoire.
variant-english-blurb = Checkers sur 8×8 : dames à courte portée, les pions prennent vers l'avant, libre choix de la prise.

side-white = Blanc
side-black = Noir
side-red = Rouge

level-beginner = Débutant
level-casual = Amateur
level-intermediate = Intermédiaire
level-club = Club
level-expert = Expert
level-maximum = Maximum
level-beginner-strength = apprend le jeu : voit un coup à l'avance et compte les pièces
level-casual-strength = un joueur occasionnel : ne laisse jamais une pièce en prise
level-intermediate-strength = voit les combinaisons courtes
level-club-strength = un joueur de club
level-expert-strength = un bon joueur de club qui répond aussitôt
level-maximum-strength = pleine puissance, quelques secondes par coup

## Fin de partie

outcome-no-legal-move = { $winner } gagne : { $loser } n'a plus de coup légal
outcome-resigned = { $winner } gagne : { $loser } a abandonné
outcome-on-time = { $winner } gagne au temps : le drapeau de { $loser } est tombé
outcome-wins = { $winner } gagne ({ $reason })
outcome-draw = Partie nulle : { $reason }
reason-no-legal-move = aucun coup légal
reason-resignation = abandon
reason-agreement = accord mutuel
reason-threefold-repetition = triple répétition
reason-king-moves-only = { $moves } coups de dame chacun sans prise ni déplacement de pion (FMJD)
reason-three-pieces-against-king = 16 coups chacun à trois pièces contre une dame (FMJD)
reason-two-pieces-against-king = 5 coups chacun à deux pièces contre une dame (FMJD)
reason-two-kings-against-king = deux dames contre une, sans gain en sept coups
reason-king-against-king = une dame contre une dame, sans prise forcée possible
reason-time = temps
reason-time-without-mating = temps, avec trop peu de matériel pour gagner
reason-king-moves-only-64 = { $moves } coups de dame chacun sans prise ni déplacement de pion (FMJD, 64 cases)
reason-no-man-moved-wcdf = 40 coups chacun sans pion déplacé ni pièce prise (WCDF)
reason-three-kings-against-king-64 = trois dames contre une dame seule, sans gain en 15 coups (FMJD, 64 cases)
reason-two-pieces-against-king-64 = deux pièces contre une dame seule, sans gain en 5 coups (FMJD, 64 cases)
reason-lone-king-on-long-diagonal-64 = trois pièces contre une dame seule sur la grande diagonale, sans gain en 5 coups (FMJD, 64 cases)
reason-unchanged-material-64 = des dames des deux côtés et ni prise ni promotion en 30 coups chacun, 60 à six ou sept pièces (FMJD, 64 cases)

## Pendules

clock-sudden-death = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s par coup
clock-bronstein = { $minutes } min, délai de { $seconds } s
clock-moves-in = { $moves } coups en { $minutes } min
clock-error-not-a-number = « { $text } » n'est pas une durée (écrivez 3+2, 5d2, 40/90 ou 10)
clock-error-no-time = une pendule a besoin d'un temps de départ
clock-error-too-short = une pendule demande au moins une seconde
clock-error-too-long = au plus un jour, et au plus une heure par coup
clock-error-moves = une période de { $moves } coups : il en faut de 1 à { $most }

## Écran d'accueil

title-tagline = HexDame et les grands jeux de dames
title-continue = Continuer
title-new-game = Nouvelle partie
title-demos = Démos
title-demos-hover = Le coup turc et d'autres coups célèbres
title-puzzles = Problèmes
title-puzzles-hover = De la tactique pour chaque variante, avec un classement
title-load = Charger
title-set-up = Composer une position
title-settings = Paramètres
title-quit = Quitter

## Fenêtre Nouvelle partie

new-game-title = Nouvelle partie
new-game-variant = Variante
new-game-kings-move-straight = Les dames se déplacent aussi en ligne droite (règle optionnelle)
new-game-players = Joueurs
new-game-hot-seat = Deux joueurs sur cet ordinateur
new-game-against-computer = Jouer { $side } contre l'ordinateur
new-game-computer-both = Regarder l'ordinateur jouer contre lui-même
new-game-level = Niveau
new-game-clock = Pendule
new-game-clock-none = Aucune
new-game-clock-custom = Personnalisée :
new-game-clock-hover = Minutes + secondes par coup (3+2) ; 5d2 : délai Bronstein de 2 secondes ; 40/90 : 40 coups en 90 minutes
new-game-no-clock = Sans pendule
new-game-start = Commencer

## Paramètres

settings-title = Paramètres
settings-reset-title = Paramètres réinitialisés
settings-reset-defaults = Les paramètres par défaut sont utilisés.
settings-language = Langue
settings-language-system = Système ({ $language })
settings-animation-speed = Vitesse d'animation
speed-off = Désactivée
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente
settings-show-coordinates = Afficher les coordonnées
settings-turn-board = Tourner le damier vers le joueur au trait
settings-sound = Son
settings-volume = Volume
settings-saved-in = Enregistrés dans { $path }

## Fichiers conservés par le jeu

file-problem = { $file } { $fault } ; { $kept }.
file-unreadable = n'a pas pu être lu ({ $detail })
file-corrupt = était corrompu ({ $detail })
file-not-text = n'est pas du texte (un octet non UTF-8 à la position { $offset })
file-damaged = était endommagé ({ $detail }) ; ce qui était valide est proposé
file-holds-no-game = ne contient aucune partie
file-kept-as = il a été conservé sous { $path }
file-not-moved = il n'a pas pu être mis de côté ({ $detail })

## Mots communs

ok = OK
cancel = Annuler
close = Fermer
save = Enregistrer
load = Charger
play = Jouer
hint = Indice
settings = Paramètres
new-game = Nouvelle partie
menu = Menu
show-legal-moves = Afficher les cases d'arrivée légales
show-last-move = Surligner le dernier coup
kings-move-straight = Les dames se déplacent aussi en ligne droite

## Panneau latéral d'une partie

result-in-file = Résultat dans le fichier : { $result }
to-move = { $side } au trait
draw-count = Décompte de nulle : { $plies ->
    [one] un demi-coup
   *[other] { $plies } demi-coups
} avant la nulle par { $reason }.
captured = Pièces prises — { $counts }
player-computer = ordinateur ({ $level })
player-person = humain
computer-thinking = L'ordinateur réfléchit…
undo = Annuler
redo = Rétablir
offer-draw = Proposer nulle
resign = Abandonner
typed-move = Coup :
moves = Coups
moves-hover = Cliquez sur un coup pour voir la position qui en résulte ; Page préc. et Page suiv. parcourent la partie.
copy-fen = Copier le FEN
copy-fen-hover = Copie cette position dans le presse-papiers
fen-copied = FEN copié dans le presse-papiers
edit = Modifier
edit-hover = Ouvre cette position dans l'éditeur de position
hint-hover = Montre le meilleur coup sur le damier
show-evaluation = Afficher l'évaluation
depth-line = profondeur { $depth } : { $line }
book-line = bibliothèque d’ouvertures : { $line }
score-win-in = gain en { $plies }
score-loss-in = perte en { $plies }
flip-board = Retourner le damier
reset-view = Réinitialiser la vue
clock-resume = Reprendre
clock-pause = Pause

## Questions et fin de partie

branch-title = Commencer une nouvelle ligne ?
branch-question = Jouer { $move } ici remplace { $later ->
        [one] le coup suivant
       *[other] les { $later } coups suivants
    } de cette partie.
branch-play = Jouer { $move }
branch-keep = Garder la partie
draw-title = Nulle proposée
draw-question = { $side } propose la nulle. { $other }, acceptez-vous ?
draw-accept = Accepter
draw-decline = Refuser

## Analyse

analysing = Analyse en cours…
analyse = Analyser la partie
analyse-hover = Le moteur examine chaque position : annotations, meilleurs coups, précision
accuracy = { $side } : précision { $accuracy }, { $marks }
mark-better = { $symbol } ({ $mark }) : { $better } était meilleur
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe
try-move = Essayer { $move }
save-analysis = Enregistrer avec l'analyse
save-analysis-hover = PDN avec annotations, évaluations et meilleures suites
graph-men = pions
graph-evaluation = Évaluation pour Blanc
graph-on-board = sur le damier

## Démos

demos-title = Démos
demos-intro = Des combinaisons célèbres, jouées coup par coup. Regardez-en une, ou trouvez le coup vous-même.
demo-watch = Regarder
find-the-shot = Trouver le coup
pace-slow-motion = Ralenti
demo-subtitle = { $variant } · démo
demo-move-of = Coup { $shown } sur { $total }
demo-restart = Recommencer
demo-step-back = Reculer
demo-step-forward = Avancer
demo-speed = Vitesse
demo-follow-captures = La caméra suit les prises
demo-ghosts = Les pièces prises restent sur le damier, grisées, jusqu'à la fin de la rafle.
find-the-shot-yourself = Trouvez le coup vous-même
back-to-demos = Retour aux démos
solved = Résolu !

## Problèmes

puzzles-title = Problèmes
puzzles-intro = Des coups tactiques tirés des parties de Damier : un seul coup gagne. Trouvez-le.
puzzles-difficulty = Difficulté :
puzzles-any = toutes
puzzles-counts = { $total } problèmes : { $solved } résolus, { $failed } ratés, { $to_go } restants
puzzles-none-left = Plus aucun problème à essayer ici.
puzzles-theme = Thème :
puzzle-themes = Thèmes : { $themes }
puzzles-due = { $due } problèmes ratés reviennent pour un nouvel essai.
puzzle-review = Un problème raté, de retour pour un nouvel essai.
puzzle-variant-rating = Votre classement aux problèmes ({ $variant }) : { $rating }
theme-shot = Coup
theme-turkish-strike = Coup turc
theme-breakthrough = Percée
theme-king-catch = Capture de dame
theme-quiet-move = Coup tranquille
theme-multiple-capture = Rafle
theme-double-sacrifice = Double sacrifice
theme-endgame = Finale
theme-opposition = Opposition
puzzles-progress-reset = Vos résultats aux problèmes repartent de zéro ; l'ancien fichier est conservé tel quel.
puzzle-title = Problème { $number } · { $variant } · difficulté { $difficulty }
puzzle-the-solution = La solution
puzzle-first-try = Du premier coup, sans indice. Bravo !
puzzle-tries-hints = { $tries ->
        [one] { $tries } essai manqué
       *[other] { $tries } essais manqués
    }, { $hints ->
        [one] { $hints } indice
       *[other] { $hints } indices
    }.
puzzle-to-play = { $side } joue et gagne.
puzzle-how = Jouez les coups de la combinaison ; les réponses se jouent d'elles-mêmes.
puzzle-wrong-tries = Essais manqués : { $tries }
puzzle-hint-hover = Montre la pièce et sa destination
puzzle-watch-solution = Regarder la solution
puzzle-show-solution = Afficher la solution
puzzle-next = Problème suivant
puzzle-all-done = Vous avez fait tous les problèmes de cette variante.
puzzle-back = Retour aux problèmes

## Erreurs dans les coups, les positions et le FEN (les noms de cases et les coups restent tels quels)

setup-off-board = une pièce est placée hors du damier
setup-occupied = deux pièces en { $cell }
setup-man-on-crowning-row = un pion ne peut pas se trouver en { $cell }, sur la rangée où il irait à dame
setup-king-run-not-a-king = le compteur de coups de dame de { $side } désigne une case sans sa dame
setup-king-run-too-long = le compteur de coups de dame de { $side } vaut { $count }, au-delà de la limite
unplayable-no-pieces = { $side } n'a aucune pièce
unplayable-too-many = { $side } a { $count } pièces ; une partie commence avec { $max }
unplayable-man-on-crowning-row = le pion de { $side } en { $cell } se trouve sur la rangée où il irait à dame
unplayable-no-legal-move = { $side } a le trait mais n'a aucun coup légal : la partie serait déjà terminée
fen-error = FEN invalide : { $reason }
fen-error-at = FEN invalide à la colonne { $column } : { $reason }
fen-empty = le FEN est vide
fen-bad-side-to-move = le camp au trait doit être W ou B, pas « { $text } »
fen-empty-field = champ vide
fen-listed-twice = les pièces de { $side } sont listées deux fois
fen-bad-counter = « { $text } » doit avoir un nombre après sa lettre
fen-unexpected-field = champ inattendu « { $text } »
fen-missing-side = un FEN doit avoir un champ W et un champ B (chacun peut être vide)
fen-empty-entry = entrée vide dans une liste de pièces
fen-backwards-range = l'intervalle { $text } est à l'envers
fen-given-twice = { $cell } apparaît deux fois
fen-king-runs = { $text }
not-a-hex-cell = « { $text } » n'est pas une case de HexDame (a1..i9)
not-a-square = « { $text } » n'est pas un numéro de case (1..{ $cells })
move-error = Coup « { $input } » : { $reason }
move-empty = coup vide
move-malformed = des cases séparées par « - » ou « x » sont attendues
move-not-a-hex-move = pas un coup de HexDame : écrivez f4-g5, f4xh6xf6, ou en abrégé, par exemple f45, fg4, f4g5, e8g6x, f6x
move-not-a-route = { $route } n'est pas un parcours de prise légal
move-ambiguous = ambigu : ce pourrait être { $options } ; donnez le parcours complet
move-illegal = ce coup n'est pas légal ici
game-over = la partie est terminée : { $outcome }

## Indications : ce que le jeu dit au joueur sur un clic ou un coup

cue-wait-for-move = Attendez la fin du coup
cue-computer-thinking = L'ordinateur réfléchit
cue-choose-piece = Choisissez d'abord une de vos pièces
cue-no-move-ends-there = Aucun coup légal ne se termine là
hint-click-landings = Plusieurs prises se terminent là : cliquez dans l'ordre sur les cases d'arrêt
hint-next-landing = Cliquez sur la case d'arrêt suivante
cue-computer-declines-draw = L'ordinateur refuse la nulle
cue-wait-for-reply = Attendez la réponse
cue-not-the-shot = Ce n'est pas le coup. Cherchez encore !

## L'éditeur de position

piece-man = Pion ({ $side })
piece-king = Dame ({ $side })
tool-remove = Enlever
editor-how = Cliquez sur une case pour y placer la pièce choisie ; cliquez à nouveau pour l'enlever.
editor-side-to-move = Camp au trait
editor-empty-board = Damier vide
editor-start-position = Position de départ
editor-copy = Copier
editor-copy-hover = Copie le FEN de cette position
editor-paste = Coller
editor-paste-hover = Met en place le FEN du presse-papiers
editor-set = Appliquer
editor-set-hover = Met en place le FEN saisi ci-dessus
editor-clipboard-empty = Le presse-papiers ne contient pas de texte
editor-playable = Cette position peut être jouée.
editor-computer-plays = L'ordinateur joue { $side }
editor-play-from-here = Jouer à partir d'ici
back-to-menu = Retour au menu

## Charger et enregistrer des parties

game-summary = { $white } – { $black } · { $variant } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } · { $result }
load-unreadable = { $file } n'a pas pu être lu : { $detail }
load-kept-moves = Les { $moves } coups valides qui précèdent sont chargés.
load-no-game = { $file } ne contient aucune partie.
pdn-error = Partie { $game }, ligne { $line } : { $reason }
pdn-error-at-move = Partie { $game }, ligne { $line }, coup { $move } : { $reason }
load-file-title = Charger { $file }
load-choose-game = Choisissez une partie
save-game-title = Enregistrer la partie
save-analysis-title = Enregistrer la partie avec son analyse
load-game-title = Charger une partie
folder-up = Remonter
folder-empty = Aucun dossier ni fichier PDN ici.
file-name = Nom du fichier :
replace-question = Remplacer { $file } ?
replace = Remplacer
no = Non
file-name-no-folders = Saisissez un nom de fichier sans dossier.
saved-to = Enregistré dans { $path }
storage-failed-title = Non enregistré
storage-failed = { $file } n’a pas pu être enregistré : { $reason }. La partie continue, mais ce qui n’est pas enregistré sera perdu à la fermeture.
save-failed = Échec de l'enregistrement : { $detail }. Rien n'a été écrasé.

## Apparence et visualiseur de rafles

settings-board = Damier
settings-pieces = Pièces
settings-quality = Qualité
settings-text-size = Taille du texte
settings-text-size-percent = { $percent } %
theme-walnut = Noyer et érable
theme-tournament = Vert de tournoi
theme-marble = Marbre
theme-contrast = Contraste élevé
pieces-ivory = Ivoire et ébène
pieces-wood = Érable et noyer
pieces-tournament = Blanc et rouge
quality-auto = Auto
quality-low = Basse
quality-high = Haute
settings-show-routes = Montrer les rafles de la pièce choisie
settings-endgame-tables = Bases de finales : fins de partie exactes pour l'ordinateur et les conseils
settings-no-tables-in-page = Tables de finales : pas dans une page web (il faut des minutes et des dizaines de mégaoctets pour les faire) ; l’ordinateur joue les finales par la seule recherche.
endgame-tables-ready = { $variant } : { $count } tables prêtes
endgame-tables-preparing = Bases de finales ({ $variant }) : { $done } sur { $total }
endgame-tables-failed = Les bases de finales n'ont pas pu être préparées : { $why }
endgame-tables-folder = Conservées dans { $path }
endgame-tables-estimating = Estimation du temps restant…
endgame-tables-left = Environ { $minutes } min restantes
endgame-tables-left-hours = Environ { $hours } heures restantes
endgame-tables-left-less = Moins d'une minute restante
endgame-tables-paused = En pause
endgame-tables-pause = Pause
endgame-tables-resume = Reprendre
endgame-tables-background = Générées une seule fois, à la priorité la plus basse, pour laisser passer le jeu et les autres programmes ; l'ordinateur joue sans elles en attendant.
routes-title = Rafles possibles
route-pieces = { $pieces ->
        [one] prend { $pieces } pièce
       *[other] prend { $pieces } pièces
    }
route-value = { $pieces ->
        [one] prend { $pieces } pièce
       *[other] prend { $pieces } pièces
    }, valeur { $value }
route-fewer = interdite : une autre prise en prend { $most }
route-lower-value = interdite : une autre prise vaut { $best }
route-king-preferred = interdite : à valeur égale, la prise par la dame a priorité

## The About window
title-about = À propos
about-title = À propos de Damier
about-version = Version { $version } (commit { $commit })
about-what = Un jeu de dames sur un plateau 3D animé : dames hexagonales (HexDame), internationales, brésiliennes, frisonnes et anglaises.
about-credits = Remerciements
about-hexdame = HexDame a été inventé par Christian Freeling en 1979.
about-rules = Les règles suivent celles de Freeling pour HexDame ; les règles de la FMJD pour le jeu international, avec ses décomptes de nulle ; les règles de la FMJD du jeu sur 64 cases pour le brésilien, avec leurs décomptes (15 coups de dame, les finales contre une dame seule) ; les règles frisonnes de la KNDB, une dame contre une dame étant nulle sauf si une dame est perdue de force ; et les lois de la WCDF pour les dames anglaises, avec la règle des 40 coups. Là où les fédérations laissent un joueur réclamer la nulle, Damier la déclare. Perdre au temps contre une dame seule donne la nulle, une règle empruntée aux échecs. Le fichier docs/RULES.md de Damier détaille chaque point tranché et sa source.
about-licences = Licences
about-licence-code = Damier, son icône, ses démonstrations et ses problèmes : MIT ou Apache-2.0, au choix.
about-licence-fonts = Les polices Inter et EB Garamond : SIL Open Font License 1.1. Les icônes : Phosphor Icons (MIT).
about-licence-crates = Les bibliothèques Rust intégrées à Damier gardent leurs propres licences ; les paquets les énumèrent toutes (le fichier copyright).

## Pourquoi un coup est refusé : la règle, comme la dirait un professeur

why-no-piece = Vous n'avez pas de pièce en { $from }.
why-capture-compulsory = { $count ->
    [one] La prise est obligatoire : la pièce en { $capturers } doit prendre.
   *[other] La prise est obligatoire : une des pièces en { $capturers } doit prendre.
}
why-capture-not-over = Une rafle continue tant qu'elle le peut : la pièce ne peut pas s'arrêter en { $to }.
why-fewer-pieces = { $tried } prend { $taken } pièces, mais { $best } en prend { $most } : il faut prendre le plus de pièces.
why-lower-value = { $tried } vaut moins que { $best } : il faut faire la prise de plus grande valeur (une dame vaut presque deux pions).
why-king-preferred = { $best } prend autant avec une dame : à valeur égale, c'est la dame qui doit prendre.
why-man-forward-only = Un pion ne se déplace que vers l'avant.
why-man-one-step = Un pion avance d'une case à la fois ; seule la dame va plus loin.
why-man-one-step-short = Un pion avance d'une case à la fois.
why-king-one-step = Dans ce jeu, la dame avance d'une case à la fois.
why-not-a-line = { $to } n'est sur aucune ligne partant de { $from }.
why-blocked = Le chemin est barré : une pièce se trouve en { $at }.
why-king-move-limit = Cette dame a joué { $limit } fois de suite alors qu'il vous reste des pions : jouez une autre pièce.
why-immobile = Cette pièce n'a aucune case libre où aller.
why-man-forward-only-captures-back = Un pion ne se déplace que vers l'avant (il peut toujours prendre en arrière).
why-man-captures-forward-only = Un pion ne prend que vers l'avant ; seule la dame prend en arrière.
why-plain-move-diagonal = Un déplacement simple se fait en diagonale : les rangées et les colonnes servent seulement aux prises.
why-nothing-to-capture = La pièce en { $from } n'a rien à prendre là.
why-not-a-capture-route = Ce n'est pas un chemin de prise de la pièce en { $from } : chaque saut prend une pièce adverse et atterrit au-delà.

## Apprendre : les cours de règles

learn-title = Apprendre à jouer
learn-intro = Chaque cours enseigne un jeu depuis le début, une règle à la fois, sur le damier. Jouez les coups vous-même : le damier vous dit quand un coup enfreint une règle, et pourquoi.
learn-progress = Leçons : { $done } sur { $total }
learn-lesson = Leçon { $number } sur { $total }
learn-hint = Montrer la pièce
learn-next = Leçon suivante
learn-again = Réessayer
learn-back = Retour aux cours
learn-step = Position { $number } sur { $total }
learn-well-done = Bravo !
learn-course-done = Vous avez terminé le cours. À vous de jouer une vraie partie !
learn-not-the-task = Ce coup est légal, mais ce n'est pas ce que demande la leçon : { $task }
learn-your-move = À vous : { $task }
learn-rules-title = Règles du jeu : { $variant }
learn-show-me = Montrer
rules = Règles
rules-hover = Les règles de ce jeu en mots simples, chacune avec une leçon qui la montre

## Ce que le damier dit à un lecteur d'écran

spoken-move = { $side } a joué { $move }
spoken-taking = en prenant { $taken }
spoken-men = { $count ->
    [one] un pion
   *[other] { $count } pions
}
spoken-kings = { $count ->
    [one] une dame
   *[other] { $count } dames
}
spoken-and = { $first } et { $second }
spoken-crowned = promu dame
spoken-can-capture = { $count ->
    [one] { $cells } peut prendre
   *[other] { $cells } peuvent prendre
}
spoken-cell = { $cell } : { $content }
spoken-empty = vide
spoken-picked = pris en main
spoken-landing = un coup peut finir ici

## La fenêtre Touches (F1 ou ?)

keys-title = Touches
keys-board = Sur le damier
keys-arrows = ← → ↑ ↓
keys-arrows-do = Déplacer le curseur vers la case suivante dans ce sens
keys-diagonal-up = Maj + ← →
keys-diagonal-up-do = Déplacer le curseur en diagonale vers le haut
keys-diagonal-down = Ctrl + ← →
keys-diagonal-down-do = Déplacer le curseur en diagonale vers le bas
keys-pick = Entrée, Espace
keys-pick-do = Prendre la pièce sous le curseur ; la poser (case d'arrivée par case d'arrivée dans une prise)
keys-cancel = Échap
keys-cancel-do = Lâcher la pièce
keys-hexdame = Sur le damier de l'HexDame, ↑ et ↓ suivent les lignes droites, les diagonales les deux lignes obliques.
keys-view = La vue
keys-turn = A, D
keys-turn-do = Tourner le damier
keys-tilt = W, S
keys-tilt-do = Regarder de plus haut, de plus bas
keys-zoom = +, −
keys-zoom-do = Rapprocher, éloigner
keys-game = La partie
keys-step = Page préc., Page suiv.
keys-step-do = Un coup en arrière, un coup en avant
keys-ends = Début, Fin
keys-ends-do = Le début, le dernier coup
keys-windows = Fenêtres
keys-tab = Tab, Maj + Tab
keys-tab-do = Le bouton ou le champ suivant, précédent
keys-press = Entrée, Espace
keys-press-do = Appuyer sur le bouton
keys-help = F1, ?
keys-help-do = Cette fenêtre

## Jouer contre un ami sur un autre ordinateur
online-title = Jouer contre un ami
online-intro = Une partie avec un ami sur un autre ordinateur : hébergez-la ici et donnez le code à votre ami, ou rejoignez la sienne.
online-your-name = Votre nom
online-player = Joueur
online-host = Héberger une partie
online-host-not-in-page = Une page web ne peut pas héberger de partie. Hébergez-la depuis le jeu installé (sur un serveur qui sert cette page, l’hôte voit un lien à envoyer), ou rejoignez-en une ci-dessous.
online-host-button = Héberger
online-join = Rejoindre une partie
online-join-button = Rejoindre
online-address = Adresse
online-code = Code
online-you-play = Vous jouez
online-random = Au hasard
cue-opponents-turn = C'est à votre ami de jouer
cue-waiting-for-opponent = Votre ami n'a pas encore rejoint la partie
online-connecting = Connexion…
online-connected = Connecté
online-reconnecting = Connexion perdue : nouvel essai dans { $seconds } s (essai { $attempt })
online-failed = Connexion impossible : { $why }
online-waiting = En attente de votre ami.
online-give-code = Donnez ce code à votre ami :
online-give-address = et cette adresse :
online-give-link = Ou envoyez ce lien : il ouvre la partie dans un navigateur, sans rien installer.
online-copy-link = Copier
online-seat-free = (libre)
online-you = vous
online-your-move = À vous de jouer
online-their-move = À votre ami de jouer
online-you-won = Vous avez gagné : { $why }
online-you-lost = Vous avez perdu : { $why }
online-draw = Partie nulle : { $why }
online-end-no-legal-move = plus aucun coup
online-end-resignation = abandon
online-end-agreement = d'un commun accord
online-end-repetition = trois fois la même position
online-end-draw-rule = une règle de nulle de la fin de partie
online-end-time = le temps est écoulé
online-end-abandoned = un joueur est parti
online-friend-gone = Votre ami est parti : vous pourrez réclamer la partie dans { $seconds } s s'il ne revient pas.
online-refused = Le serveur a refusé : { $why }
online-offer-draw-received = Votre ami propose la nulle.
online-offer-takeback-received = Votre ami demande à reprendre son dernier coup.
online-offer-rematch-received = Votre ami propose une revanche.
online-accept = Accepter
online-decline = Refuser
online-offer-draw = Proposer la nulle
online-ask-takeback = Demander à reprendre
online-resign = Abandonner
online-claim-win = Réclamer la victoire
online-claim-draw = Réclamer la nulle
online-rematch = Proposer une revanche
online-rematch-asked = Revanche proposée
online-saved = Enregistrée dans { $path }
online-leave = Quitter la partie
online-on-network = Parties sur votre réseau
online-none-on-network = Aucune pour l'instant : tapez l'adresse et le code de votre ami ci-dessous.
online-unfinished = Vos parties en cours
online-unfinished-game = { $variant } · { $code } · contre { $opponent }
online-resume = Reprendre
online-forget = Oublier

# The Games window (the game library)
title-games = Parties
title-games-hover = Toutes vos parties terminées, vos résultats et vos chiffres
games-title = Vos parties
games-no-library = La bibliothèque de parties n'a pas pu être ouverte : vos parties ne sont pas gardées.
games-write-failed = Une partie n'a pas pu être gardée dans la bibliothèque : { $reason }
games-count = { $count ->
    [one] une partie
   *[other] { $count } parties
}
games-undo-delete = Annuler la suppression
games-export = Exporter ces parties en PDN
games-exported = Enregistré dans { $file }
games-statistics = Vos chiffres
games-any = toutes
games-computer = l'ordinateur
games-online = un ami en ligne
games-hot-seat = à deux
games-engines = ordinateur contre ordinateur
games-imported = importées
games-won = gagnée
games-drawn = nulle
games-lost = perdue
games-unfinished = inachevée
games-search = Nom :
games-deleted = parties supprimées
games-replay = Rejouer
games-delete = Supprimer
games-restore = Rétablir
games-record = { $games ->
    [one] une partie
   *[other] { $games } parties
} : { $wins } gagnées, { $draws } nulles, { $losses } perdues
games-none = Aucune partie pour le moment.
games-last = dernières : { $last } ; plus longue série de victoires { $run } ; parties à deux { $hot_seat }
games-variant = Variante :
games-opponent = Adversaire :
games-result = Résultat :
import-games-title = Importer des parties
games-import = Importer un fichier PDN…
games-importing = Importation de { $file }
games-import-report = { $imported } parties importées, { $failed } illisibles
games-import-where = partie { $game }, ligne { $line }
games-import-error = L'importation n'a pas pu se faire : { $reason }

# The opening explorer (side panel)
explorer-title = Explorateur d'ouvertures
explorer-book = Livre
explorer-mine = Mes parties
explorer-nothing = Rien de connu depuis cette position.
online-watchers = { $count ->
    [one] une personne regarde
   *[other] { $count } personnes regardent
}
online-watch-button = Regarder
online-watch-hover = Suivre cette partie sans jouer : le plateau montre chaque coup joué
cue-only-watching = Vous regardez cette partie : ce sont les joueurs qui jouent
