## The Frisian course (crates/damier-learn/courses/frisian.toml): for each lesson a title, what it
## teaches in one or two sentences, the rule in one sentence (for the Rules window), and a task per
## position.

lesson-frisian-men-title = The board and the men
lesson-frisian-men-text = Frisian draughts is played on the 50 dark squares of a 10×10 board, with 20 men each. Your men (white) move one square diagonally forward, towards the far row: squares 1 to 5.
lesson-frisian-men-rule = A man moves one square diagonally forward.
lesson-frisian-men-task-1 = Move the man on 33 one square forward.

lesson-frisian-capture-title = Capturing, straight as well
lesson-frisian-capture-text = A man captures an enemy piece next to it by jumping over it onto the empty square right behind: diagonally, as in other draughts, but also straight along a row or a column, where the next square is the next dark one, two board squares away. Men capture forwards and backwards.
lesson-frisian-capture-rule = A man captures diagonally and straight (along rows and columns), forwards and backwards, by jumping a piece next to it onto the empty square behind.
lesson-frisian-capture-task-1 = Capture the black man diagonally.
lesson-frisian-capture-task-2 = Capture along the row: jump the man on 27 and land on 26.
lesson-frisian-capture-task-3 = Capture backwards, straight down the column.

lesson-frisian-compulsory-title = Capturing is compulsory
lesson-frisian-compulsory-text = If you can capture, you must, and so must your opponent. A straight capture is easy to overlook, and the rule can work for you: give a man away, your opponent has to take it, and you take more back.
lesson-frisian-compulsory-rule = When you can capture, you must.
lesson-frisian-compulsory-task-1 = Find the move you have to play.
lesson-frisian-compulsory-task-2 = Give a man away: Black must take it, and then you take two.

lesson-frisian-multiple-title = Several captures in one move
lesson-frisian-multiple-text = After a jump, if the same piece can jump again, it must go on, turning from diagonal to straight lines and back as it likes. The move ends only when there is nothing more to jump.
lesson-frisian-multiple-rule = A capture goes on as long as the capturing piece can jump again.
lesson-frisian-multiple-task-1 = Capture all three black men in one move.

lesson-frisian-turkish-title = Taken pieces leave at the end
lesson-frisian-turkish-text = The pieces you take stay on the board until the whole capture is over, and none may be jumped twice (the Turkish strike rule). The square you started from counts as empty, so a capture may end where it began.
lesson-frisian-turkish-rule = Captured pieces are removed only when the capture ends, and no piece is jumped twice.
lesson-frisian-turkish-task-1 = Take all four men, and come back to the square you started from.

lesson-frisian-value-title = The most valuable capture
lesson-frisian-value-text = When you can capture in several ways, you must make the capture of the highest value. A man counts 100 and a king 199: a king is worth more than one man but less than two, so two kings outweigh three men, and three men outweigh a king and a man. At equal value, if a king can make the capture, the king must.
lesson-frisian-value-rule = You must make the capture of the highest value (a man 100, a king 199); at equal value a king's capture comes first.
lesson-frisian-value-task-1 = A man or a king: take the one you must.
lesson-frisian-value-task-2 = A king or two men: which is worth more?
lesson-frisian-value-task-3 = Three men or two kings: take the right ones.
lesson-frisian-value-task-4 = Your man and your king can both take the black man. Which one must?

lesson-frisian-crowning-title = Becoming a king
lesson-frisian-crowning-text = A man that ends its move on the far row (squares 1 to 5) becomes a king. A man that only touches that row during a capture and jumps on stays a man.
lesson-frisian-crowning-rule = A man is crowned only when it ends its move on the far row.
lesson-frisian-crowning-task-1 = Crown this man.
lesson-frisian-crowning-task-2 = Capture, and watch: the man touches the far row but does not stop there.

lesson-frisian-king-title = The king
lesson-frisian-king-text = A king flies: it moves any number of free squares, but only diagonally. It captures diagonally and straight, at any distance, and may land on any free square behind the piece it takes.
lesson-frisian-king-rule = A king moves any distance diagonally, and captures at a distance, diagonally and straight.
lesson-frisian-king-task-1 = Move the king to 46, in the corner, in one move.
lesson-frisian-king-task-2 = Capture both black men with the king.

lesson-frisian-king-moves-title = Three king moves in a row
lesson-frisian-king-moves-text = While you still have men, you may not move the same king more than three times in a row without capturing. After three plain moves, that king must wait until another of your pieces has moved, though it may still capture. Once you have only kings, the rule no longer applies.
lesson-frisian-king-moves-rule = While you have men, a king makes at most three plain moves in a row; then another piece must move.
lesson-frisian-king-moves-task-1 = Your king on 45 has just moved three times in a row: play the move you are allowed.
lesson-frisian-king-moves-task-2 = The same king may still capture: take the black man.

lesson-frisian-winning-title = How to win
lesson-frisian-winning-text = You win when your opponent cannot move: because you have taken all their pieces, or because every piece they have left is blocked.
lesson-frisian-winning-rule = A player who cannot move loses: all their pieces are taken, or all are blocked.
lesson-frisian-winning-task-1 = Win the game: take the last black man.
lesson-frisian-winning-task-2 = Win by blocking: after your move, Black must have no move at all.

lesson-frisian-draws-title = Draws
lesson-frisian-draws-text = A game is drawn when the same position comes back for the third time with the same player to move, or when both players agree. Once no man is left on the board, one king against one king is a draw at once, unless a king is lost by force: the side to move can take the other king, or must give its own away. Two kings against one king are a draw if the side with two kings has not won within seven of its own moves; the way to win is to force the lone king to capture.
lesson-frisian-draws-rule = A draw comes by threefold repetition, by agreement, with one king against one king unless a king is lost by force, or when two kings have not beaten one king within seven moves.
lesson-frisian-draws-task-1 = Take the last black man: one king against one king, neither can be taken by force, and the game is drawn at once.
lesson-frisian-draws-task-2 = Two kings against one: offer a king with 24-29. Black must take it, and then your other king takes Black's.
lesson-frisian-draws-task-3 = Two kings against one, and White has made six of its seven moves. Make the seventh: unless it wins, the game is drawn.

lesson-frisian-test-title = Test
lesson-frisian-test-text = Three positions, no hints. Use everything you have learnt.
lesson-frisian-test-task-1 = White to play: capture correctly.
lesson-frisian-test-task-2 = White to play and win.
lesson-frisian-test-task-3 = White to play: what must you do?
