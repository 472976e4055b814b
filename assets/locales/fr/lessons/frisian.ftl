## Le cours de dames frisonnes (crates/damier-learn/courses/frisian.toml) : pour chaque leçon un
## titre, ce qu'elle enseigne en une ou deux phrases, la règle en une phrase (pour la fenêtre des
## règles) et une consigne par position.

lesson-frisian-men-title = Le damier et les pions
lesson-frisian-men-text = Les dames frisonnes se jouent sur les 50 cases foncées d'un damier de 10×10, avec 20 pions chacun. Vos pions (les blancs) avancent d'une case en diagonale, vers la dernière rangée : les cases 1 à 5.
lesson-frisian-men-rule = Un pion avance d'une case en diagonale.
lesson-frisian-men-task-1 = Avancez d'une case le pion de la case 33.

lesson-frisian-capture-title = La prise, aussi en ligne droite
lesson-frisian-capture-text = Un pion prend une pièce adverse voisine en sautant par-dessus jusqu'à la case vide juste derrière : en diagonale, comme aux autres jeux de dames, mais aussi en ligne droite, le long d'une rangée ou d'une colonne, où la case voisine est la case foncée suivante, deux cases plus loin. Les pions prennent en avant comme en arrière.
lesson-frisian-capture-rule = Un pion prend en diagonale et en ligne droite (rangées et colonnes), en avant comme en arrière, en sautant une pièce voisine jusqu'à la case vide derrière elle.
lesson-frisian-capture-task-1 = Prenez le pion noir en diagonale.
lesson-frisian-capture-task-2 = Prenez le long de la rangée : sautez le pion de la case 27 et arrivez en 26.
lesson-frisian-capture-task-3 = Prenez en arrière, tout droit en descendant la colonne.

lesson-frisian-compulsory-title = La prise est obligatoire
lesson-frisian-compulsory-text = Si vous pouvez prendre, vous devez prendre, et votre adversaire aussi. Une prise en ligne droite passe facilement inaperçue, et la règle peut jouer en votre faveur : donnez un pion, votre adversaire doit le prendre, et vous en reprenez davantage.
lesson-frisian-compulsory-rule = Quand vous pouvez prendre, vous devez prendre.
lesson-frisian-compulsory-task-1 = Trouvez le coup que vous devez jouer.
lesson-frisian-compulsory-task-2 = Donnez un pion : les Noirs doivent le prendre, puis vous en prenez deux.

lesson-frisian-multiple-title = La rafle
lesson-frisian-multiple-text = Après un saut, si la même pièce peut sauter encore, elle doit continuer, en passant à sa guise de la diagonale à la ligne droite. Le coup ne s'arrête que lorsqu'il n'y a plus rien à prendre.
lesson-frisian-multiple-rule = Une rafle continue tant que la pièce qui prend peut encore sauter.
lesson-frisian-multiple-task-1 = Prenez les trois pions noirs en un seul coup.

lesson-frisian-turkish-title = Les pièces prises partent à la fin
lesson-frisian-turkish-text = Les pièces prises restent sur le damier jusqu'à la fin de la rafle, et aucune ne peut être sautée deux fois (la règle du coup turc). La case de départ compte comme vide : une rafle peut donc finir là où elle a commencé.
lesson-frisian-turkish-rule = Les pièces prises ne sont retirées qu'à la fin de la rafle, et aucune n'est sautée deux fois.
lesson-frisian-turkish-task-1 = Prenez les quatre pions et revenez sur votre case de départ.

lesson-frisian-value-title = La prise la plus précieuse
lesson-frisian-value-text = Quand plusieurs prises sont possibles, vous devez faire celle qui a la plus grande valeur. Un pion vaut 100 et une dame 199 : une dame vaut plus qu'un pion mais moins que deux, si bien que deux dames l'emportent sur trois pions, et trois pions sur une dame et un pion. À valeur égale, si une dame peut faire la prise, c'est à elle de la faire.
lesson-frisian-value-rule = Vous devez faire la prise de plus grande valeur (un pion 100, une dame 199) ; à valeur égale, la prise par une dame passe en premier.
lesson-frisian-value-task-1 = Un pion ou une dame : prenez la pièce qu'il faut.
lesson-frisian-value-task-2 = Une dame ou deux pions : qu'est-ce qui vaut le plus ?
lesson-frisian-value-task-3 = Trois pions ou deux dames : prenez les bonnes pièces.
lesson-frisian-value-task-4 = Votre pion et votre dame peuvent tous deux prendre le pion noir. Laquelle de vos pièces doit le faire ?

lesson-frisian-crowning-title = Aller à dame
lesson-frisian-crowning-text = Un pion qui termine son coup sur la dernière rangée (cases 1 à 5) devient dame. Un pion qui ne fait que toucher cette rangée au cours d'une rafle, puis repart, reste un pion.
lesson-frisian-crowning-rule = Un pion ne devient dame que s'il termine son coup sur la dernière rangée.
lesson-frisian-crowning-task-1 = Menez ce pion à dame.
lesson-frisian-crowning-task-2 = Prenez, et regardez bien : le pion touche la dernière rangée mais ne s'y arrête pas.

lesson-frisian-king-title = La dame
lesson-frisian-king-text = La dame est volante : elle parcourt autant de cases libres qu'elle veut, mais ne se déplace qu'en diagonale. Elle prend en diagonale et en ligne droite, à distance, et peut s'arrêter sur n'importe quelle case libre derrière la pièce prise.
lesson-frisian-king-rule = La dame se déplace en diagonale à toute distance, et prend à distance, en diagonale et en ligne droite.
lesson-frisian-king-task-1 = Amenez la dame en 46, dans le coin, en un seul coup.
lesson-frisian-king-task-2 = Prenez les deux pions noirs avec la dame.

lesson-frisian-king-moves-title = Trois coups de dame de suite
lesson-frisian-king-moves-text = Tant qu'il vous reste des pions, vous ne pouvez pas jouer la même dame plus de trois fois de suite sans prendre. Après trois déplacements simples, cette dame doit attendre qu'une autre de vos pièces ait joué, mais elle peut toujours prendre. Quand il ne vous reste que des dames, la règle ne s'applique plus.
lesson-frisian-king-moves-rule = Tant que vous avez des pions, une dame fait au plus trois déplacements simples de suite ; ensuite, une autre pièce doit jouer.
lesson-frisian-king-moves-task-1 = Votre dame en 45 vient de jouer trois fois de suite : jouez le coup qui vous est permis.
lesson-frisian-king-moves-task-2 = La même dame peut encore prendre : prenez le pion noir.

lesson-frisian-winning-title = Comment gagner
lesson-frisian-winning-text = Vous gagnez quand votre adversaire ne peut plus jouer : parce que vous avez pris toutes ses pièces, ou parce que toutes celles qui lui restent sont bloquées.
lesson-frisian-winning-rule = Le joueur qui ne peut plus jouer perd : toutes ses pièces sont prises, ou toutes sont bloquées.
lesson-frisian-winning-task-1 = Gagnez la partie : prenez le dernier pion noir.
lesson-frisian-winning-task-2 = Gagnez par blocage : après votre coup, les Noirs ne doivent plus avoir aucun coup.

lesson-frisian-draws-title = La partie nulle
lesson-frisian-draws-text = La partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait, ou quand les deux joueurs en conviennent. Une fois qu'il ne reste plus de pion sur le damier, une dame contre une dame fait aussitôt partie nulle, sauf si une dame est perdue de force : le camp au trait peut prendre l'autre dame, ou doit donner la sienne. Deux dames contre une font partie nulle si le camp aux deux dames n'a pas gagné en sept de ses coups ; pour gagner, on force la dame seule à prendre.
lesson-frisian-draws-rule = La partie est nulle par triple répétition, par accord, avec une dame contre une dame sauf si une dame est perdue de force, ou quand deux dames n'ont pas battu une dame en sept coups.
lesson-frisian-draws-task-1 = Prenez le dernier pion noir : une dame contre une dame, aucune ne peut être prise de force, la partie est aussitôt nulle.
lesson-frisian-draws-task-2 = Deux dames contre une : offrez une dame par 24-29. Les noirs doivent la prendre, puis votre autre dame prend la leur.
lesson-frisian-draws-task-3 = Deux dames contre une, et les blancs ont joué six de leurs sept coups. Jouez le septième : s'il ne gagne pas, la partie est nulle.

lesson-frisian-test-title = Épreuve
lesson-frisian-test-text = Trois positions, sans indice. Servez-vous de tout ce que vous avez appris.
lesson-frisian-test-task-1 = Les Blancs jouent : prenez correctement.
lesson-frisian-test-task-2 = Les Blancs jouent et gagnent.
lesson-frisian-test-task-3 = Les Blancs jouent : que devez-vous faire ?
