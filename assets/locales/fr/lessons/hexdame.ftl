## Le cours de HexDame (crates/damier-learn/courses/hexdame.toml) : pour chaque leçon, un titre, ce
## qu'elle enseigne en une ou deux phrases, la règle en une phrase (pour la fenêtre Règles) et une
## consigne par position.

lesson-hexdame-men-title = Le damier et les pions
lesson-hexdame-men-text = HexDame se joue sur 61 cases hexagonales. Vos pions (blancs) avancent vers le coin du haut, i9, d'une case à la fois : tout droit vers le haut, ou en biais vers le haut, à gauche ou à droite.
lesson-hexdame-men-rule = Un pion avance d'une case, dans l'une des trois directions vers l'avant.
lesson-hexdame-men-task-1 = Avancez d'une case le pion en e4.

lesson-hexdame-capture-title = La prise
lesson-hexdame-capture-text = Un pion prend une pièce adverse voisine en sautant par-dessus, jusqu'à la case vide juste derrière. Les pions prennent le long des six lignes : vers l'avant comme vers l'arrière.
lesson-hexdame-capture-rule = Un pion prend en sautant une pièce adverse voisine, le long de l'une des six lignes, vers l'avant ou vers l'arrière.
lesson-hexdame-capture-task-1 = Prenez le pion noir voisin du vôtre.
lesson-hexdame-capture-task-2 = Prenez encore, cette fois vers l'arrière.

lesson-hexdame-compulsory-title = La prise est obligatoire
lesson-hexdame-compulsory-text = Si vous pouvez prendre, vous devez prendre : une prise passe toujours avant un simple déplacement, même si vous préféreriez ne pas prendre. Le damier entoure d'orange les pièces qui doivent prendre.
lesson-hexdame-compulsory-rule = Quand vous pouvez prendre, vous devez prendre.
lesson-hexdame-compulsory-task-1 = Essayez d'abord de jouer le pion de g5, et lisez pourquoi c'est interdit. Puis jouez le coup obligatoire.

lesson-hexdame-multiple-title = Plusieurs prises en un coup
lesson-hexdame-multiple-text = Après un saut, si la même pièce peut sauter encore, elle doit continuer, en changeant de direction si elle le veut. Le coup ne s'arrête que lorsqu'il n'y a plus rien à prendre.
lesson-hexdame-multiple-rule = Une rafle continue tant que la pièce qui prend peut encore sauter.
lesson-hexdame-multiple-task-1 = Prenez les deux pions noirs en un seul coup.

lesson-hexdame-turkish-title = Les pièces prises sont levées à la fin
lesson-hexdame-turkish-text = Les pièces prises restent sur le damier jusqu'à la fin de la rafle, et aucune ne peut être sautée deux fois. Une rafle peut même se terminer sur sa case de départ. (La démo du coup turc montre ce que permet cette règle.)
lesson-hexdame-turkish-rule = Les pièces prises ne sont retirées qu'à la fin de la rafle, et aucune pièce n'est sautée deux fois.
lesson-hexdame-turkish-task-1 = Prenez les trois pions et revenez à votre point de départ : cliquez sur votre pion, puis de nouveau sur sa case.

lesson-hexdame-majority-title = La prise majoritaire
lesson-hexdame-majority-text = Quand plusieurs prises sont possibles, vous devez choisir celle qui prend le plus de pièces. Une dame compte pour une seule pièce. Si deux prises en prennent autant, vous choisissez.
lesson-hexdame-majority-rule = Vous devez jouer la prise qui prend le plus de pièces ; une dame compte pour une.
lesson-hexdame-majority-task-1 = Prenez autant de pièces que la règle l'exige.
lesson-hexdame-majority-task-2 = Les deux prises prennent deux pièces : choisissez l'une ou l'autre.

lesson-hexdame-crowning-title = Aller à dame
lesson-hexdame-crowning-text = Un pion qui termine son coup sur le bord opposé (les deux côtés du haut : les neuf cases de la lettre i ou du chiffre 9) devient dame. Un pion qui ne fait qu'y passer pendant une rafle reste un pion.
lesson-hexdame-crowning-rule = Un pion ne devient dame que s'il termine son coup sur le bord opposé.
lesson-hexdame-crowning-task-1 = Menez ce pion à dame.
lesson-hexdame-crowning-task-2 = Prenez, et regardez : le pion touche le bord mais ne s'y arrête pas.

lesson-hexdame-king-title = La dame
lesson-hexdame-king-text = La dame se déplace d'autant de cases libres qu'elle veut, le long de l'une des six lignes. Elle prend une pièce à n'importe quelle distance sur une ligne, et peut s'arrêter sur n'importe quelle case libre derrière la pièce prise.
lesson-hexdame-king-rule = La dame file le long des six lignes et prend à distance.
lesson-hexdame-king-task-1 = Amenez la dame en a1 en un seul coup.
lesson-hexdame-king-task-2 = Prenez avec la dame, et arrêtez-vous sur une case où la dame noire ne peut pas la reprendre.

lesson-hexdame-winning-title = Comment gagner
lesson-hexdame-winning-text = Vous gagnez quand votre adversaire ne peut plus jouer : le plus souvent parce que vous avez pris toutes ses pièces. Bloquer toutes ses pièces gagne aussi, mais sur ce damier cela n'arrive presque jamais.
lesson-hexdame-winning-rule = Le joueur qui ne peut plus jouer perd : toutes ses pièces sont prises, ou toutes sont bloquées.
lesson-hexdame-winning-task-1 = Gagnez la partie : prenez la dernière pièce noire.

lesson-hexdame-draws-title = La partie nulle
lesson-hexdame-draws-text = La partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait, ou quand les deux joueurs sont d'accord. HexDame ne limite pas le nombre de coups : ici, trois dames battent une dame, à vous de trouver le gain.
lesson-hexdame-draws-rule = La nulle ne vient que de la triple répétition ou d'un accord.
lesson-hexdame-draws-task-1 = Trois dames contre une : jouez n'importe quel coup pour continuer.

lesson-hexdame-test-title = Test
lesson-hexdame-test-text = Trois positions, sans indice. Servez-vous de tout ce que vous avez appris.
lesson-hexdame-test-task-1 = Les Blancs jouent : que devez-vous faire ?
lesson-hexdame-test-task-2 = Menez un pion à dame, et gardez la nouvelle dame.
lesson-hexdame-test-task-3 = Les Blancs jouent : prenez correctement.
