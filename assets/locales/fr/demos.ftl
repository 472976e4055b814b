# Légendes des démonstrations (assets/demos/*.pdn), en français.

# 01-coup-turc-international.pdn
demo-01-title = Le coup turc
demo-01-intro = Dames internationales. La dame noire en 5 semble régner sur la grande diagonale. Le coup turc exploite la règle selon laquelle les pièces prises ne quittent le damier qu'une fois la rafle entièrement terminée.
demo-01-move-1 = Les Blancs offrent le pion en 30.
demo-01-move-2 = Les Noirs doivent prendre le plus grand nombre de pièces, quatre : 19, 43, 40 et 30. La dernière étape de la rafle revient vers le pion 19, sauté en premier et toujours sur sa case : la dame ne peut ni le sauter une seconde fois ni passer au-delà, elle doit donc s'arrêter en 24.
demo-01-move-3 = 29 prend la dame en 24. Quatre pions contre une dame, et le pion en 20 a la voie libre vers la promotion : les Blancs sont gagnants.

# 02-coup-turc-hexdame.pdn
demo-02-title = Le coup turc en HexDame
demo-02-intro = HexDame. La dame noire en a3 peut filer le long de six lignes. Les Blancs retournent contre elle la règle selon laquelle les pièces prises restent sur le damier jusqu'à la fin de la rafle.
demo-02-move-1 = Les Blancs offrent le pion en e5 et libèrent d4.
demo-02-move-2 = La dame doit prendre le plus grand nombre de pièces, quatre : c3, e3, f4 et e5, en changeant de direction en f3 et en f6. Sa dernière étape vise c3, le pion qu'elle a sauté en premier et qui est toujours là : elle ne peut pas sauter c3 deux fois, elle doit donc s'arrêter en d4.
demo-02-move-3 = d5 prend la dame en d4. Quatre pions contre la dame, et les Blancs sont gagnants.

# 03-hexdame-promotion-not-on-the-fly.pdn
demo-03-title = Pas de promotion en passant
demo-03-intro = HexDame. Le pion blanc en e5 dispose d'une longue rafle qui passe par la ligne de fond des Noirs. Un pion n'est promu que s'il y termine son coup.
demo-03-move-1 = Le pion prend e6, e8, f9 et g8. Il touche e9 et g9 sur la ligne de fond, mais la rafle continue et se termine en g7 : il reste un pion.
demo-03-move-2 = Les Noirs filent avec leur dernier pion.
demo-03-move-3 = Le pion se dirige maintenant vers la ligne de fond en avançant normalement…
demo-03-move-4 = Les Noirs n'ont plus rien pour l'arrêter.
demo-03-move-5 = … et termine un coup en i9 : c'est seulement maintenant qu'il est promu.

# 04-international-round-trip.pdn
demo-04-title = Retour au point de départ
demo-04-intro = Dames internationales. Quatre pions noirs sont disposés autour du losange de la case 38.
demo-04-move-1 = Le pion en 38 prend 32, 22, 23 et 33 en faisant le tour du losange, et s'arrête sur sa case de départ. Le coup est noté avec tout son parcours, car il commence et se termine sur la même case.

# 05-international-king-landing.pdn
demo-05-title = Où la dame doit-elle s'arrêter ?
demo-05-intro = Dames internationales. La dame blanche en 46 doit prendre 28 et peut s'arrêter en 23, 19, 14 ou 10.
demo-05-move-1 = La dame prend 28. En 23, elle serait prise par 18, en 19 par 13 et en 10 par 5. Seule la case 14 est sûre, et c'est le joueur qui choisit la case d'arrivée.

# 06-frisian-value-rule.pdn
demo-06-title = Deux pions valent plus qu'une dame
demo-06-intro = Dames frisonnes, trait aux Noirs. Le pion en 18 pourrait prendre la dame blanche en 23. Mais la prise se choisit selon la valeur des pièces, et une dame vaut plus qu'un pion et moins que deux.
demo-06-move-1 = Les Noirs doivent donc prendre les deux pions en 22 et 31, et n'ont pas le droit de prendre la dame.
demo-06-move-2 = La dame épargnée prend 7, 11, 13, 10 et 24, en diagonale et en ligne droite le long de la colonne, et s'arrête en 29. Le dernier pion noir, en 36, ne peut plus bouger : les Blancs gagnent.

# 07-english-crowning-ends-the-move.pdn
demo-07-title = La promotion met fin au coup
demo-07-intro = Dames anglaises. Le pion blanc en 17 dispose d'une double prise qui le mène sur la ligne de promotion.
demo-07-move-1 = Il prend 14 et 7 et devient dame en 3. Devenu dame, il pourrait poursuivre et prendre 8, mais un pion qui atteint la ligne de promotion au cours d'une prise est promu, et le coup s'arrête là.
demo-07-move-2 = Les Rouges mettent aussitôt le pion en 8 à l'abri.

# 08-brazilian-three-for-one.pdn
demo-08-title = Dans les deux cas, trois pour un
demo-08-intro = Dames brésiliennes : les règles internationales sur un damier de 8×8. Les pions prennent aussi en arrière, et la règle de la prise majoritaire s'applique.
demo-08-move-1 = Les Blancs offrent un pion que 17 et 18 peuvent tous deux prendre.
demo-08-move-2 = 17 prend 22. Si 18x25 à la place, 30x5 (ou 29x6) prend 25, 17 et 9.
demo-08-move-3 = Le pion en 30 prend 26, 18 et 9 d'un seul coup, trois pions pour un, et file vers la promotion en 1.

# 09-international-majority-rule.pdn
demo-09-title = La prise majoritaire décide
demo-09-intro = Dames internationales. Le camp noir paraît solide. Les Blancs offrent un pion, et la règle qui oblige à effectuer la prise la plus nombreuse fait le reste.
demo-09-move-1 = Les Blancs offrent le pion en 23. Les Noirs aimeraient répondre 19x28 et ne prendre que ce pion.
demo-09-move-2 = Mais la prise du plus grand nombre de pièces est obligatoire : 18 prend 23, 33, 43 et 44, quatre pions, et s'arrête en 40. Le coup 19x28 n'est pas permis.
demo-09-move-3 = 45 prend alors 40, 30, 20, 9, 8 et 7, six pions, et va à dame en 1. Les Blancs gagnent.

# 10-hexdame-five-for-one.pdn
demo-10-title = Cinq pour un le long de la ligne de fond
demo-10-intro = HexDame. Les pions prennent dans les six directions, si bien qu'un seul pion offert peut ouvrir un long chemin à travers le camp adverse.
demo-10-move-1 = Les Blancs offrent le pion en d5.
demo-10-move-2 = Forcé : e6 prend d5 et s'arrête en c4.
demo-10-move-3 = b3 prend c4, d6, e8, g9 et h8 : cinq pions. Il longe la ligne de fond des Noirs en passant par f9 et h9, mais la rafle se termine en h7 : il reste donc un pion.

# 11-english-two-for-one.pdn
demo-11-title = Deux pour un
demo-11-intro = Dames anglaises. Les pions ne se déplacent et ne prennent que vers l'avant, et les dames ne se déplacent que d'une case à la fois. Les Blancs donnent un pion pour obtenir une double prise.
demo-11-move-1 = Les Blancs offrent le pion en 19.
demo-11-move-2 = Les Rouges doivent prendre : 15 prend 19.
demo-11-move-3 = 22 saute alors 18 et 10, deux pions pour un, et se retrouve juste devant la ligne de promotion.
demo-11-move-4 = Le pion en 24 est de toute façon perdu.
demo-11-move-5 = 31 prend 27. Les Blancs ont deux pions d'avance.

# 12-hexdame-crowned-at-the-end.pdn
demo-12-title = Promu au terme de la rafle
demo-12-intro = HexDame. Un pion qui termine sa rafle sur la ligne de fond est promu, et les Blancs peuvent y parvenir.
demo-12-move-1 = Les Blancs offrent deux pions à la fois.
demo-12-move-2 = Les Noirs doivent prendre les deux, g4 et f4, et le pion s'arrête en f5.
demo-12-move-3 = e5 prend f5, h6 et i6. Il touche la ligne de fond en i7, continue, et termine en i5, également sur la ligne de fond : cette fois, il est promu. Trois pions et une dame pour deux.
