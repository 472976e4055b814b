## Le cours de jeu de dames anglais (crates/damier-learn/courses/english.toml) : pour chaque leçon
## un titre, ce qu'elle enseigne en une ou deux phrases, la règle en une phrase (pour la fenêtre
## des règles) et une consigne par position.

lesson-english-men-title = Le damier et les pions
lesson-english-men-text = Le jeu de dames anglais se joue sur les 32 cases foncées d'un damier de 8×8, avec 12 pions chacun, et les Rouges jouent en premier. Vos pions (les rouges) partent du haut et avancent d'une case en diagonale, en descendant vers les cases 29 à 32.
lesson-english-men-rule = Un pion avance d'une case en diagonale.
lesson-english-men-task-1 = Avancez d'une case le pion de la case 10.

lesson-english-capture-title = La prise
lesson-english-capture-text = Un pion prend en sautant en diagonale par-dessus une pièce adverse voisine, jusqu'à la case vide juste derrière. Un pion ne prend qu'en avant, jamais en arrière.
lesson-english-capture-rule = Un pion prend en sautant en diagonale une pièce adverse placée devant lui, jusqu'à la case vide derrière elle.
lesson-english-capture-task-1 = Sautez le pion blanc.
lesson-english-capture-task-2 = Le pion blanc derrière le vôtre est hors d'atteinte : un pion ne prend jamais en arrière. Avancez votre pion.

lesson-english-compulsory-title = La prise est obligatoire
lesson-english-compulsory-text = Si vous pouvez prendre, vous devez prendre, et votre adversaire aussi. Vous pouvez en tirer parti : offrez un pion, et votre adversaire doit le prendre, même si cela lui coûte davantage.
lesson-english-compulsory-rule = Quand vous pouvez prendre, vous devez prendre.
lesson-english-compulsory-task-1 = Trouvez le coup que vous devez jouer.
lesson-english-compulsory-task-2 = Donnez un pion à prendre aux Blancs, puis sautez-en deux.

lesson-english-multiple-title = La rafle
lesson-english-multiple-text = Après un saut, si la même pièce peut sauter encore, elle doit continuer, en changeant de direction si elle le veut. Le coup ne s'arrête que lorsqu'il n'y a plus rien à sauter.
lesson-english-multiple-rule = Une fois la prise commencée, la pièce continue de sauter tant qu'elle le peut.
lesson-english-multiple-task-1 = Sautez les deux pions blancs en un seul coup.

lesson-english-choice-title = Le libre choix de la prise
lesson-english-choice-text = Quand plusieurs prises sont possibles, vous pouvez choisir n'importe laquelle, même celle qui prend le moins de pièces. C'est le contraire des dames internationales et brésiliennes, où la prise du plus grand nombre de pièces est obligatoire, et des dames frisonnes, où c'est la prise de plus grande valeur. Mais la prise choisie doit être menée jusqu'au bout.
lesson-english-choice-rule = Vous pouvez choisir n'importe quelle prise, pas seulement la plus longue, mais vous devez l'achever.
lesson-english-choice-task-1 = Un pion ou deux : ici, les deux prises sont permises. À vous de choisir.

lesson-english-crowning-title = Aller à dame
lesson-english-crowning-text = Un pion qui atteint la dernière rangée (cases 29 à 32) est couronné et devient dame. S'il y arrive en prenant, son coup s'arrête aussitôt, même si la nouvelle dame pourrait encore sauter.
lesson-english-crowning-rule = Un pion qui atteint la dernière rangée devient dame, et son coup s'arrête là.
lesson-english-crowning-task-1 = Menez ce pion à dame.
lesson-english-crowning-task-2 = Prenez et devenez dame : la nouvelle dame ne continue pas la prise.

lesson-english-king-title = La dame
lesson-english-king-text = La dame avance d'une case en diagonale, en avant ou en arrière. Elle prend aussi en avant et en arrière, mais seulement une pièce juste à côté d'elle : au jeu de dames anglais, la dame n'est pas volante.
lesson-english-king-rule = La dame se déplace et prend d'une case à la fois, dans toutes les directions diagonales.
lesson-english-king-task-1 = Reculez la dame d'une case, vers le haut du damier.
lesson-english-king-task-2 = Sautez les deux pions blancs avec la dame : en avant, puis en arrière.

lesson-english-winning-title = Comment gagner
lesson-english-winning-text = Vous gagnez quand votre adversaire ne peut plus jouer : parce que vous avez pris toutes ses pièces, ou parce que toutes celles qui lui restent sont bloquées.
lesson-english-winning-rule = Le joueur qui ne peut plus jouer perd : toutes ses pièces sont prises, ou toutes sont bloquées.
lesson-english-winning-task-1 = Gagnez la partie : prenez la dernière pièce blanche.
lesson-english-winning-task-2 = Gagnez par blocage : après votre coup, les Blancs ne doivent plus avoir aucun coup.

lesson-english-draws-title = La partie nulle
lesson-english-draws-text = La partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait, ou quand les deux joueurs en conviennent. La règle des 40 coups la termine aussi : quand chaque joueur a joué 40 coups sans déplacer de pion ni prendre de pièce, la partie est nulle. Avec des dames en plus, gagnez donc avant la fin du compte.
lesson-english-draws-rule = La partie est nulle par triple répétition, par accord, ou après 40 coups de chaque côté sans pion déplacé ni pièce prise.
lesson-english-draws-task-1 = Deux dames contre une : dès maintenant, le compte des 40 coups court jusqu'à ce qu'une pièce soit prise. Jouez le coup de votre choix.
lesson-english-draws-task-2 = Des dames seulement, et 79 demi-coups sans pion déplacé ni pièce prise. Jouez le 80e : la partie est nulle par la règle des 40 coups.

lesson-english-test-title = Épreuve
lesson-english-test-text = Trois positions, sans indice. Servez-vous de tout ce que vous avez appris.
lesson-english-test-task-1 = Les Rouges jouent : que devez-vous faire ?
lesson-english-test-task-2 = Les Rouges jouent : prenez.
lesson-english-test-task-3 = Les Rouges jouent et gagnent.
