## Le cours de jeu de dames international (crates/damier-learn/courses/international.toml) : pour
## chaque leçon, un titre, ce qu'elle enseigne en une ou deux phrases, la règle en une phrase (pour
## la fenêtre Règles) et une consigne par position.

lesson-international-men-title = Le damier et les pions
lesson-international-men-text = Le jeu de dames international se joue sur les 50 cases foncées d'un damier de 10 × 10, numérotées de 1 à 50 depuis le haut. Vos pions (blancs) montent vers les cases 1 à 5, d'une case en diagonale vers l'avant, sur une case libre.
lesson-international-men-rule = Un pion avance d'une case en diagonale, sur une case libre.
lesson-international-men-task-1 = Avancez d'une case le pion de la case 33.
lesson-international-men-task-2 = Votre propre pion en 28 barre le passage : jouez le pion de la case 33.

lesson-international-capture-title = La prise
lesson-international-capture-text = Un pion prend une pièce adverse placée sur la case voisine en diagonale, en sautant par-dessus jusqu'à la case libre juste derrière. Les pions n'avancent que vers l'avant, mais ils prennent vers l'avant comme vers l'arrière.
lesson-international-capture-rule = Un pion prend en sautant une pièce adverse voisine en diagonale, vers l'avant ou vers l'arrière.
lesson-international-capture-task-1 = Prenez le pion noir.
lesson-international-capture-task-2 = Prenez encore, cette fois vers l'arrière.

lesson-international-compulsory-title = La prise est obligatoire
lesson-international-compulsory-text = Si vous pouvez prendre, vous devez prendre, même si cela vous coûte une pièce. Il en va de même pour l'adversaire : vous pouvez donc offrir un pion que les Noirs sont obligés de prendre.
lesson-international-compulsory-rule = Quand vous pouvez prendre, vous devez prendre.
lesson-international-compulsory-task-1 = Jouez le coup obligatoire, et regardez les Noirs reprendre.
lesson-international-compulsory-task-2 = Offrez aux Noirs un pion qu'ils sont obligés de prendre, puis prenez-en deux.

lesson-international-multiple-title = La rafle
lesson-international-multiple-text = Après un saut, si la même pièce peut sauter encore, elle doit continuer, en changeant de direction si elle le veut. Le coup ne s'arrête que lorsqu'il n'y a plus rien à prendre.
lesson-international-multiple-rule = Une rafle continue tant que la pièce qui prend peut encore sauter.
lesson-international-multiple-task-1 = Prenez les trois pions noirs en un seul coup.

lesson-international-turkish-title = Les pièces prises sont levées à la fin
lesson-international-turkish-text = Les pièces prises restent sur le damier jusqu'à la fin de la rafle, et aucune ne peut être sautée deux fois. Une rafle peut même se terminer sur sa case de départ. (La démo du coup turc montre ce que permet cette règle.)
lesson-international-turkish-rule = Les pièces prises ne sont retirées qu'à la fin de la rafle, et aucune pièce n'est sautée deux fois.
lesson-international-turkish-task-1 = Prenez les quatre pions et revenez en 28.

lesson-international-majority-title = La prise majoritaire
lesson-international-majority-text = Quand plusieurs prises sont possibles, vous devez choisir celle qui prend le plus de pièces. Une dame compte pour une seule pièce, comme un pion ; si deux prises en prennent autant, vous choisissez.
lesson-international-majority-rule = Vous devez jouer la prise qui prend le plus de pièces ; une dame compte pour une.
lesson-international-majority-task-1 = Prenez autant de pièces que la règle l'exige.
lesson-international-majority-task-2 = La dame ne compte que pour une pièce : prenez autant de pièces que la règle l'exige.
lesson-international-majority-task-3 = Les deux prises prennent deux pièces : choisissez l'une ou l'autre.

lesson-international-crowning-title = Aller à dame
lesson-international-crowning-text = Un pion qui termine son coup sur la dernière rangée (les cases 1 à 5 pour les Blancs) devient dame. Un pion qui ne fait qu'y passer pendant une rafle reste un pion.
lesson-international-crowning-rule = Un pion ne devient dame que s'il termine son coup sur la dernière rangée.
lesson-international-crowning-task-1 = Menez ce pion à dame.
lesson-international-crowning-task-2 = Prenez, et regardez : le pion touche la dernière rangée mais ne s'y arrête pas.

lesson-international-king-title = La dame
lesson-international-king-text = La dame se déplace d'autant de cases libres qu'elle veut le long d'une diagonale, vers l'avant ou vers l'arrière. Elle prend une pièce à n'importe quelle distance sur une diagonale et peut s'arrêter sur n'importe quelle case libre derrière elle ; mais si elle peut prendre encore depuis certaines de ces cases, elle doit s'arrêter sur l'une d'elles.
lesson-international-king-rule = La dame file le long des diagonales et prend à distance.
lesson-international-king-task-1 = Amenez la dame en 46 en un seul coup.
lesson-international-king-task-2 = Prenez avec la dame, et arrêtez-vous où vous voulez.
lesson-international-king-task-3 = Prenez avec la dame, en vous arrêtant là où elle peut prendre encore.

lesson-international-winning-title = Comment gagner
lesson-international-winning-text = Vous gagnez quand votre adversaire ne peut plus jouer : parce que vous avez pris toutes ses pièces, ou parce que toutes celles qui lui restent sont bloquées.
lesson-international-winning-rule = Le joueur qui ne peut plus jouer perd : toutes ses pièces sont prises, ou toutes sont bloquées.
lesson-international-winning-task-1 = Gagnez la partie : prenez les deux derniers pions noirs.
lesson-international-winning-task-2 = Gagnez la partie en bloquant les deux pions noirs.

lesson-international-draws-title = La partie nulle
lesson-international-draws-text = La partie est nulle quand les joueurs sont d'accord, ou quand la même position revient pour la troisième fois avec le même joueur au trait. Le nombre de coups compte aussi : 25 coups de dame de chaque côté, et un compte bref quand un camp n'a plus qu'une dame seule contre une, deux ou trois pièces dont une dame au moins.
lesson-international-draws-rule = La nulle vient d'un accord, de la triple répétition, de 25 coups de dame de chaque côté sans prise ni mouvement de pion, ou de la fin du compte contre une dame seule (16 coups contre trois pièces, 5 contre une ou deux).
lesson-international-draws-task-1 = Seules les dames bougent : après 25 coups de chaque côté sans prise ni mouvement de pion, la partie est nulle. Jouez n'importe quel coup.
lesson-international-draws-task-2 = Trois pièces contre une dame seule : vous avez 16 coups pour gagner. Jouez n'importe quel coup.
lesson-international-draws-task-3 = Deux dames contre une dame seule : 5 coups chacun seulement. Jouez n'importe quel coup.
lesson-international-draws-task-4 = Deux dames contre une dame seule, et les noirs ont joué leur cinquième coup : jouez le cinquième des blancs ; s'il ne gagne pas, la partie est nulle.

lesson-international-test-title = Test
lesson-international-test-text = Trois positions, sans indice. Servez-vous de tout ce que vous avez appris.
lesson-international-test-task-1 = Les Blancs jouent : prenez correctement.
lesson-international-test-task-2 = Offrez un pion, puis prenez-en trois et menez un pion à dame.
lesson-international-test-task-3 = Les Blancs jouent : quelle pièce doit prendre, et où s'arrête-t-elle ?
