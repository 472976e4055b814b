## Le cours de jeu de dames brésilien (crates/damier-learn/courses/brazilian.toml) : pour chaque
## leçon, un titre, ce qu'elle enseigne en une ou deux phrases, la règle en une phrase (pour la
## fenêtre Règles) et une consigne par position.

lesson-brazilian-men-title = Le damier et les pions
lesson-brazilian-men-text = Le jeu de dames brésilien, c'est le jeu international sur un damier plus petit : les 32 cases foncées d'un damier de 8 × 8, numérotées de 1 à 32 depuis le haut. Vos pions (blancs) montent vers les cases 1 à 4, d'une case en diagonale vers l'avant, sur une case libre.
lesson-brazilian-men-rule = Un pion avance d'une case en diagonale, sur une case libre.
lesson-brazilian-men-task-1 = Avancez d'une case le pion de la case 22.
lesson-brazilian-men-task-2 = Votre propre pion en 17 barre le passage : jouez le pion de la case 22.

lesson-brazilian-capture-title = La prise
lesson-brazilian-capture-text = Un pion prend une pièce adverse placée sur la case voisine en diagonale, en sautant par-dessus jusqu'à la case libre juste derrière. Les pions n'avancent que vers l'avant, mais ils prennent vers l'avant comme vers l'arrière.
lesson-brazilian-capture-rule = Un pion prend en sautant une pièce adverse voisine en diagonale, vers l'avant ou vers l'arrière.
lesson-brazilian-capture-task-1 = Prenez le pion noir.
lesson-brazilian-capture-task-2 = Prenez encore, cette fois vers l'arrière.

lesson-brazilian-compulsory-title = La prise est obligatoire
lesson-brazilian-compulsory-text = Si vous pouvez prendre, vous devez prendre, même si cela vous coûte une pièce. Il en va de même pour l'adversaire : vous pouvez donc offrir un pion que les Noirs sont obligés de prendre.
lesson-brazilian-compulsory-rule = Quand vous pouvez prendre, vous devez prendre.
lesson-brazilian-compulsory-task-1 = Jouez le coup obligatoire, et regardez les Noirs reprendre.
lesson-brazilian-compulsory-task-2 = Offrez aux Noirs un pion qu'ils sont obligés de prendre, puis prenez-en deux.

lesson-brazilian-multiple-title = La rafle
lesson-brazilian-multiple-text = Après un saut, si la même pièce peut sauter encore, elle doit continuer, en changeant de direction si elle le veut. Le coup ne s'arrête que lorsqu'il n'y a plus rien à prendre.
lesson-brazilian-multiple-rule = Une rafle continue tant que la pièce qui prend peut encore sauter.
lesson-brazilian-multiple-task-1 = Prenez les trois pions noirs en un seul coup.

lesson-brazilian-turkish-title = Les pièces prises sont levées à la fin
lesson-brazilian-turkish-text = Les pièces prises restent sur le damier jusqu'à la fin de la rafle, et aucune ne peut être sautée deux fois. Une rafle peut même se terminer sur sa case de départ.
lesson-brazilian-turkish-rule = Les pièces prises ne sont retirées qu'à la fin de la rafle, et aucune pièce n'est sautée deux fois.
lesson-brazilian-turkish-task-1 = Prenez les quatre pions et revenez en 26.

lesson-brazilian-majority-title = La prise majoritaire
lesson-brazilian-majority-text = Quand plusieurs prises sont possibles, vous devez choisir celle qui prend le plus de pièces. Une dame compte pour une seule pièce, comme un pion ; si deux prises en prennent autant, vous choisissez.
lesson-brazilian-majority-rule = Vous devez jouer la prise qui prend le plus de pièces ; une dame compte pour une.
lesson-brazilian-majority-task-1 = Prenez autant de pièces que la règle l'exige.
lesson-brazilian-majority-task-2 = La dame ne compte que pour une pièce : prenez autant de pièces que la règle l'exige.
lesson-brazilian-majority-task-3 = Les deux prises prennent deux pièces : choisissez l'une ou l'autre.

lesson-brazilian-crowning-title = Aller à dame
lesson-brazilian-crowning-text = Un pion qui termine son coup sur la dernière rangée (les cases 1 à 4 pour les Blancs) devient dame. Un pion qui ne fait qu'y passer pendant une rafle reste un pion.
lesson-brazilian-crowning-rule = Un pion ne devient dame que s'il termine son coup sur la dernière rangée.
lesson-brazilian-crowning-task-1 = Menez ce pion à dame.
lesson-brazilian-crowning-task-2 = Prenez, et regardez : le pion touche la dernière rangée mais ne s'y arrête pas.

lesson-brazilian-king-title = La dame
lesson-brazilian-king-text = La dame se déplace d'autant de cases libres qu'elle veut le long d'une diagonale, vers l'avant ou vers l'arrière. Elle prend une pièce à n'importe quelle distance sur une diagonale et peut s'arrêter sur n'importe quelle case libre derrière elle ; mais si elle peut prendre encore depuis certaines de ces cases, elle doit s'arrêter sur l'une d'elles.
lesson-brazilian-king-rule = La dame file le long des diagonales et prend à distance.
lesson-brazilian-king-task-1 = Amenez la dame en 29 en un seul coup.
lesson-brazilian-king-task-2 = Prenez avec la dame, et arrêtez-vous où vous voulez.
lesson-brazilian-king-task-3 = Prenez avec la dame, en vous arrêtant là où elle peut prendre encore.

lesson-brazilian-winning-title = Comment gagner
lesson-brazilian-winning-text = Vous gagnez quand votre adversaire ne peut plus jouer : parce que vous avez pris toutes ses pièces, ou parce que toutes celles qui lui restent sont bloquées. Sur ce petit damier, le blocage est une vraie façon de gagner.
lesson-brazilian-winning-rule = Le joueur qui ne peut plus jouer perd : toutes ses pièces sont prises, ou toutes sont bloquées.
lesson-brazilian-winning-task-1 = Gagnez la partie : prenez les deux derniers pions noirs.
lesson-brazilian-winning-task-2 = Gagnez la partie en bloquant les deux pions noirs.

lesson-brazilian-draws-title = La partie nulle
lesson-brazilian-draws-text = La partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait, ou quand les deux joueurs en conviennent. Les décomptes des règles de la FMJD pour le jeu sur 64 cases la terminent aussi : 15 coups de chaque côté avec des dames seulement, sans prise ni pion déplacé ; contre une dame seule, cinq coups du camp le plus fort avec deux pièces (ou trois quand la dame seule tient la grande diagonale) et quinze avec trois dames.
lesson-brazilian-draws-rule = La partie est nulle par triple répétition, par accord, après 15 coups de dame de chaque côté sans prise ni pion déplacé, ou à la fin du compte contre une dame seule (5 coups contre deux pièces ou contre trois sur la grande diagonale, 15 contre trois dames).
lesson-brazilian-draws-task-1 = Deux dames contre une dame seule : vous avez cinq coups pour gagner. Jouez n'importe quel coup.
lesson-brazilian-draws-task-2 = Trois dames contre une dame seule, et les blancs ont joué 14 de leurs 15 coups. Jouez le 15e : la partie est nulle.

lesson-brazilian-test-title = Test
lesson-brazilian-test-text = Trois positions, sans indice. Servez-vous de tout ce que vous avez appris.
lesson-brazilian-test-task-1 = Les Blancs jouent : prenez correctement.
lesson-brazilian-test-task-2 = Les Blancs jouent : quelle pièce doit prendre, et où s'arrête-t-elle ?
lesson-brazilian-test-task-3 = Offrez un pion, puis prenez-en trois et menez un pion à dame.
