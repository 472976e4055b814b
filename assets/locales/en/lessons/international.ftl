## The International draughts course (crates/damier-learn/courses/international.toml): for each
## lesson a title, what it teaches in one or two sentences, the rule in one sentence (for the Rules
## window), and a task per position.

lesson-international-men-title = The board and the men
lesson-international-men-text = International draughts is played on the 50 dark squares of a 10×10 board, numbered 1 to 50 from the top. Your men (white) move up the board towards squares 1–5, one square diagonally forward, onto a free square.
lesson-international-men-rule = A man moves one square diagonally forward, onto a free square.
lesson-international-men-task-1 = Move the man on 33 one square forward.
lesson-international-men-task-2 = Your own man on 28 is in the way: move the man on 33.

lesson-international-capture-title = Capturing
lesson-international-capture-text = A man captures an enemy piece on the next diagonal square by jumping over it onto the free square right behind. Men only move forwards, but they capture forwards and backwards.
lesson-international-capture-rule = A man captures by jumping an enemy piece next to it on a diagonal, forwards or backwards.
lesson-international-capture-task-1 = Capture the black man.
lesson-international-capture-task-2 = Capture again, this time backwards.

lesson-international-compulsory-title = Capturing is compulsory
lesson-international-compulsory-text = If you can capture, you must, even when it costs you a piece. The same holds for your opponent, so you can offer a man that Black is forced to take.
lesson-international-compulsory-rule = When you can capture, you must.
lesson-international-compulsory-task-1 = Play the move you have to play, and watch Black take back.
lesson-international-compulsory-task-2 = Offer Black a man that Black must take, and then take two yourself.

lesson-international-multiple-title = Several captures in one move
lesson-international-multiple-text = After a jump, if the same piece can jump again, it must go on, changing direction if it likes. The move ends only when there is nothing more to jump.
lesson-international-multiple-rule = A capture goes on as long as the capturing piece can jump again.
lesson-international-multiple-task-1 = Capture all three black men in one move.

lesson-international-turkish-title = Taken pieces leave at the end
lesson-international-turkish-text = The pieces you take stay on the board until the whole capture is over, and none may be jumped twice. A capture may even end on the square it started from. (The Coup Turc demo shows what this rule can do.)
lesson-international-turkish-rule = Captured pieces are removed only when the capture ends, and no piece is jumped twice.
lesson-international-turkish-task-1 = Take all four men, and come back to 28.

lesson-international-majority-title = Take the most
lesson-international-majority-text = When you can capture in more than one way, you must choose the capture that takes the most pieces. A king counts as one piece, like a man; when two captures take as many, you choose.
lesson-international-majority-rule = You must play the capture that takes the most pieces; a king counts as one.
lesson-international-majority-task-1 = Capture as many pieces as you must.
lesson-international-majority-task-2 = The king counts as one piece only: capture as many pieces as you must.
lesson-international-majority-task-3 = Both captures take two pieces: choose either.

lesson-international-crowning-title = Becoming a king
lesson-international-crowning-text = A man that ends its move on the far row (squares 1–5 for White) becomes a king. A man that only passes through that row during a capture stays a man.
lesson-international-crowning-rule = A man is crowned only when it ends its move on the far row.
lesson-international-crowning-task-1 = Crown this man.
lesson-international-crowning-task-2 = Capture, and watch: the man touches the far row but does not stop there.

lesson-international-king-title = The king
lesson-international-king-text = A king moves any number of free squares along a diagonal, forwards or backwards. It captures a piece at any distance on a diagonal and may land on any free square behind it, but if it can capture again from some of those squares, it must land on one of them.
lesson-international-king-rule = A king flies along the diagonals, and captures at a distance.
lesson-international-king-task-1 = Move the king to 46 in one move.
lesson-international-king-task-2 = Capture with the king, and land where you like.
lesson-international-king-task-3 = Capture with the king, and land where it can take again.

lesson-international-winning-title = How to win
lesson-international-winning-text = You win when your opponent cannot move: because you have taken all their pieces, or because every piece they have left is blocked.
lesson-international-winning-rule = A player who cannot move loses: all their pieces are taken, or all are blocked.
lesson-international-winning-task-1 = Win the game: take the last two black men.
lesson-international-winning-task-2 = Win the game by leaving both black men without a move.

lesson-international-draws-title = Draws
lesson-international-draws-text = A game is drawn when the players agree, or when the same position comes back for the third time with the same player to move. Counts of moves also end it: 25 moves each with kings only, and a short count when one side has only a lone king left against one, two or three pieces, at least one of them a king.
lesson-international-draws-rule = A draw comes by agreement, by threefold repetition, after 25 king moves each without a capture or a man move, or when the count against a lone king runs out (16 moves against three pieces, 5 against one or two).
lesson-international-draws-task-1 = Only kings move here: after 25 moves each without a capture or a man move, the game is drawn. Make any move.
lesson-international-draws-task-2 = Three pieces against a lone king: you have 16 moves to win. Make any move.
lesson-international-draws-task-3 = Two kings against a lone king: only 5 moves each. Make any move.
lesson-international-draws-task-4 = Two kings against a lone king, and Black has made its fifth move: make White's fifth, and unless it wins, the game is drawn.

lesson-international-test-title = Test
lesson-international-test-text = Three positions, no hints. Use everything you have learnt.
lesson-international-test-task-1 = White to play: capture correctly.
lesson-international-test-task-2 = Offer a man, then take three and crown a man.
lesson-international-test-task-3 = White to play: which piece must capture, and where does it stop?
