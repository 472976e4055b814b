## The Brazilian draughts course (crates/damier-learn/courses/brazilian.toml): for each lesson a
## title, what it teaches in one or two sentences, the rule in one sentence (for the Rules window),
## and a task per position.

lesson-brazilian-men-title = The board and the men
lesson-brazilian-men-text = Brazilian draughts is International draughts on a smaller board: the 32 dark squares of an 8×8 board, numbered 1 to 32 from the top. Your men (white) move up the board towards squares 1–4, one square diagonally forward, onto a free square.
lesson-brazilian-men-rule = A man moves one square diagonally forward, onto a free square.
lesson-brazilian-men-task-1 = Move the man on 22 one square forward.
lesson-brazilian-men-task-2 = Your own man on 17 is in the way: move the man on 22.

lesson-brazilian-capture-title = Capturing
lesson-brazilian-capture-text = A man captures an enemy piece on the next diagonal square by jumping over it onto the free square right behind. Men only move forwards, but they capture forwards and backwards.
lesson-brazilian-capture-rule = A man captures by jumping an enemy piece next to it on a diagonal, forwards or backwards.
lesson-brazilian-capture-task-1 = Capture the black man.
lesson-brazilian-capture-task-2 = Capture again, this time backwards.

lesson-brazilian-compulsory-title = Capturing is compulsory
lesson-brazilian-compulsory-text = If you can capture, you must, even when it costs you a piece. The same holds for your opponent, so you can offer a man that Black is forced to take.
lesson-brazilian-compulsory-rule = When you can capture, you must.
lesson-brazilian-compulsory-task-1 = Play the move you have to play, and watch Black take back.
lesson-brazilian-compulsory-task-2 = Offer Black a man that Black must take, and then take two yourself.

lesson-brazilian-multiple-title = Several captures in one move
lesson-brazilian-multiple-text = After a jump, if the same piece can jump again, it must go on, changing direction if it likes. The move ends only when there is nothing more to jump.
lesson-brazilian-multiple-rule = A capture goes on as long as the capturing piece can jump again.
lesson-brazilian-multiple-task-1 = Capture all three black men in one move.

lesson-brazilian-turkish-title = Taken pieces leave at the end
lesson-brazilian-turkish-text = The pieces you take stay on the board until the whole capture is over, and none may be jumped twice. A capture may even end on the square it started from.
lesson-brazilian-turkish-rule = Captured pieces are removed only when the capture ends, and no piece is jumped twice.
lesson-brazilian-turkish-task-1 = Take all four men, and come back to 26.

lesson-brazilian-majority-title = Take the most
lesson-brazilian-majority-text = When you can capture in more than one way, you must choose the capture that takes the most pieces. A king counts as one piece, like a man; when two captures take as many, you choose.
lesson-brazilian-majority-rule = You must play the capture that takes the most pieces; a king counts as one.
lesson-brazilian-majority-task-1 = Capture as many pieces as you must.
lesson-brazilian-majority-task-2 = The king counts as one piece only: capture as many pieces as you must.
lesson-brazilian-majority-task-3 = Both captures take two pieces: choose either.

lesson-brazilian-crowning-title = Becoming a king
lesson-brazilian-crowning-text = A man that ends its move on the far row (squares 1–4 for White) becomes a king. A man that only passes through that row during a capture stays a man.
lesson-brazilian-crowning-rule = A man is crowned only when it ends its move on the far row.
lesson-brazilian-crowning-task-1 = Crown this man.
lesson-brazilian-crowning-task-2 = Capture, and watch: the man touches the far row but does not stop there.

lesson-brazilian-king-title = The king
lesson-brazilian-king-text = A king moves any number of free squares along a diagonal, forwards or backwards. It captures a piece at any distance on a diagonal and may land on any free square behind it, but if it can capture again from some of those squares, it must land on one of them.
lesson-brazilian-king-rule = A king flies along the diagonals, and captures at a distance.
lesson-brazilian-king-task-1 = Move the king to 29 in one move.
lesson-brazilian-king-task-2 = Capture with the king, and land where you like.
lesson-brazilian-king-task-3 = Capture with the king, and land where it can take again.

lesson-brazilian-winning-title = How to win
lesson-brazilian-winning-text = You win when your opponent cannot move: because you have taken all their pieces, or because every piece they have left is blocked. On this small board, blocking is a real way to win.
lesson-brazilian-winning-rule = A player who cannot move loses: all their pieces are taken, or all are blocked.
lesson-brazilian-winning-task-1 = Win the game: take the last two black men.
lesson-brazilian-winning-task-2 = Win the game by leaving both black men without a move.

lesson-brazilian-draws-title = Draws
lesson-brazilian-draws-text = A game is drawn when the same position comes back for the third time with the same player to move, or when both players agree. The counts of FMJD's rules for the 64-square game end it too: 15 moves each with kings only, without a capture or a man moved; against a lone king, five moves of the stronger side with two pieces (or with three when the lone king holds the long diagonal) and fifteen with three kings.
lesson-brazilian-draws-rule = A draw comes by threefold repetition, by agreement, after 15 king moves each without a capture or a man moved, or when the count against a lone king runs out (5 moves against two pieces or against three on the long diagonal, 15 against three kings).
lesson-brazilian-draws-task-1 = Two kings against a lone king: you have five moves to win. Make any move.
lesson-brazilian-draws-task-2 = Three kings against a lone king, and White has made 14 of its 15 moves. Make the 15th: the game is drawn.

lesson-brazilian-test-title = Test
lesson-brazilian-test-text = Three positions, no hints. Use everything you have learnt.
lesson-brazilian-test-task-1 = White to play: capture correctly.
lesson-brazilian-test-task-2 = White to play: which piece must capture, and where does it stop?
lesson-brazilian-test-task-3 = Offer a man, then take three and crown a man.
