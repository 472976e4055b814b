## The English checkers course (crates/damier-learn/courses/english.toml): for each lesson a title,
## what it teaches in one or two sentences, the rule in one sentence (for the Rules window), and a
## task per position.

lesson-english-men-title = The board and the men
lesson-english-men-text = English checkers is played on the 32 dark squares of an 8×8 board, with 12 men each, and Red moves first. Your men (red) start at the top and move one square diagonally forward, down the board towards squares 29 to 32.
lesson-english-men-rule = A man moves one square diagonally forward.
lesson-english-men-task-1 = Move the man on 10 one square forward.

lesson-english-capture-title = Capturing
lesson-english-capture-text = A man captures by jumping diagonally over an enemy piece next to it onto the empty square right behind. A man captures forwards only, never backwards.
lesson-english-capture-rule = A man captures by jumping diagonally over an enemy piece in front of it onto the empty square behind.
lesson-english-capture-task-1 = Jump the white man.
lesson-english-capture-task-2 = The white man behind yours is out of reach: a man never captures backwards. Move your man forward.

lesson-english-compulsory-title = Capturing is compulsory
lesson-english-compulsory-text = If you can capture, you must, and so must your opponent. You can use that: offer a man, and your opponent has to take it, even when it costs them more.
lesson-english-compulsory-rule = When you can capture, you must.
lesson-english-compulsory-task-1 = Find the move you have to play.
lesson-english-compulsory-task-2 = Give White a man to take, then jump two.

lesson-english-multiple-title = Several jumps in one move
lesson-english-multiple-text = After a jump, if the same piece can jump again, it must go on, changing direction if it likes. The move ends only when there is nothing more to jump.
lesson-english-multiple-rule = Once a capture has begun, the piece goes on jumping as long as it can.
lesson-english-multiple-task-1 = Jump both white men in one move.

lesson-english-choice-title = Free choice of capture
lesson-english-choice-text = When you can capture in several ways, you may choose any of them, even one that takes fewer pieces. That is unlike International and Brazilian draughts, where the capture that takes the most pieces is compulsory, and Frisian, where the capture of the highest value is. Whichever capture you choose, you must finish it.
lesson-english-choice-rule = You may choose any capture, not only the longest, but you must complete it.
lesson-english-choice-task-1 = One man or two: here both are allowed. Choose.

lesson-english-crowning-title = Crowning
lesson-english-crowning-text = A man that reaches the far row (squares 29 to 32) is crowned and becomes a king. If it gets there by a capture, its move ends at once, even if the new king could jump on.
lesson-english-crowning-rule = A man that reaches the far row is crowned, and its move ends there.
lesson-english-crowning-task-1 = Crown this man.
lesson-english-crowning-task-2 = Capture and be crowned: the new king does not jump on.

lesson-english-king-title = The king
lesson-english-king-text = A king moves one square diagonally, forwards or backwards. It jumps forwards and backwards too, but only over a piece right next to it: in English checkers kings do not fly.
lesson-english-king-rule = A king moves and jumps one square at a time, in any diagonal direction.
lesson-english-king-task-1 = Move the king one square backwards, towards the top of the board.
lesson-english-king-task-2 = Jump both white men with the king: forwards, then backwards.

lesson-english-winning-title = How to win
lesson-english-winning-text = You win when your opponent cannot move: because you have taken all their pieces, or because every piece they have left is blocked.
lesson-english-winning-rule = A player who cannot move loses: all their pieces are taken, or all are blocked.
lesson-english-winning-task-1 = Win the game: take the last white piece.
lesson-english-winning-task-2 = Win by blocking: after your move, White must have no move at all.

lesson-english-draws-title = Draws
lesson-english-draws-text = A game is drawn when the same position comes back for the third time with the same player to move, or when both players agree. The 40-move rule ends it too: when each player has made 40 moves without a man moved and without a piece taken, the game is drawn. So when you are ahead with kings, win within the count.
lesson-english-draws-rule = A draw comes by threefold repetition, by agreement, or after 40 moves each without a man moved or a piece taken.
lesson-english-draws-task-1 = Two kings against one: from here the 40-move count runs until a piece is taken. Make any move.
lesson-english-draws-task-2 = Kings only, and 79 half-moves without a man moved or a piece taken. Make the 80th: the game is drawn by the 40-move rule.

lesson-english-test-title = Test
lesson-english-test-text = Three positions, no hints. Use everything you have learnt.
lesson-english-test-task-1 = Red to play: what must you do?
lesson-english-test-task-2 = Red to play: capture.
lesson-english-test-task-3 = Red to play and win.
