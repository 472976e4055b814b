## The HexDame course (crates/damier-learn/courses/hexdame.toml): for each lesson a title, what it
## teaches in one or two sentences, the rule in one sentence (for the Rules window), and a task per
## position.

lesson-hexdame-men-title = The board and the men
lesson-hexdame-men-text = HexDame is played on 61 hexagons. Your men (white) move towards the top corner, i9, one cell at a time: straight up, or diagonally up to the left or to the right.
lesson-hexdame-men-rule = A man moves one cell forward, in one of three directions.
lesson-hexdame-men-task-1 = Move the man on e4 one cell forward.

lesson-hexdame-capture-title = Capturing
lesson-hexdame-capture-text = A man captures an enemy piece next to it by jumping over it onto the empty cell right behind. Men capture along all six lines: forwards and backwards.
lesson-hexdame-capture-rule = A man captures by jumping an enemy piece next to it, along any of the six lines, forwards or backwards.
lesson-hexdame-capture-task-1 = Capture the black man next to yours.
lesson-hexdame-capture-task-2 = Capture again, this time backwards.

lesson-hexdame-compulsory-title = Capturing is compulsory
lesson-hexdame-compulsory-text = If you can capture, you must: a capture always comes before a plain move, even when you would rather not take. The board rings the pieces that must capture in orange.
lesson-hexdame-compulsory-rule = When you can capture, you must.
lesson-hexdame-compulsory-task-1 = Try to move the man on g5 first, and read why you may not. Then play the move you have to.

lesson-hexdame-multiple-title = Several captures in one move
lesson-hexdame-multiple-text = After a jump, if the same piece can jump again, it must go on, changing direction if it likes. The move ends only when there is nothing more to jump.
lesson-hexdame-multiple-rule = A capture goes on as long as the capturing piece can jump again.
lesson-hexdame-multiple-task-1 = Capture both black men in one move.

lesson-hexdame-turkish-title = Taken pieces leave at the end
lesson-hexdame-turkish-text = The pieces you take stay on the board until the whole capture is over, and none may be jumped twice. A capture may even end on the cell it started from. (The Coup Turc demo shows what this rule can do.)
lesson-hexdame-turkish-rule = Captured pieces are removed only when the capture ends, and no piece is jumped twice.
lesson-hexdame-turkish-task-1 = Take all three men and come back home: click your man, then click its own cell again.

lesson-hexdame-majority-title = Take the most
lesson-hexdame-majority-text = When there are several captures, you must choose the one that takes the most pieces. A king counts as one piece. When two captures take as many, you choose.
lesson-hexdame-majority-rule = You must play the capture that takes the most pieces; a king counts as one.
lesson-hexdame-majority-task-1 = Capture as many pieces as you must.
lesson-hexdame-majority-task-2 = Both captures take two pieces: choose either.

lesson-hexdame-crowning-title = Becoming a king
lesson-hexdame-crowning-text = A man that ends its move on the far edge (the two top sides of the board: the nine cells of letter i or number 9) becomes a king. A man that only passes over that edge during a capture stays a man.
lesson-hexdame-crowning-rule = A man is crowned only when it ends its move on the far edge.
lesson-hexdame-crowning-task-1 = Crown this man.
lesson-hexdame-crowning-task-2 = Capture, and watch: the man touches the edge but does not stop there.

lesson-hexdame-king-title = The king
lesson-hexdame-king-text = A king moves any number of free cells along any of the six lines. It captures a piece at any distance on a line, and may land on any free cell behind it.
lesson-hexdame-king-rule = A king flies along the six lines, and captures at a distance.
lesson-hexdame-king-task-1 = Move the king to a1 in one move.
lesson-hexdame-king-task-2 = Capture with the king, and land on a cell where the black king cannot take it back.

lesson-hexdame-winning-title = How to win
lesson-hexdame-winning-text = You win when your opponent cannot move: usually because you have taken all their pieces. Blocking every piece would win too, but on this board it hardly ever happens.
lesson-hexdame-winning-rule = A player who cannot move loses: all their pieces are taken, or all are blocked.
lesson-hexdame-winning-task-1 = Win the game: take the last black piece.

lesson-hexdame-draws-title = Draws
lesson-hexdame-draws-text = A game is drawn when the same position comes back for the third time with the same player to move, or when both players agree. HexDame has no rule that counts moves: three kings beat one king here, so you must find the win.
lesson-hexdame-draws-rule = A draw comes by threefold repetition or by agreement only.
lesson-hexdame-draws-task-1 = Three kings against one: make any move to go on.

lesson-hexdame-test-title = Test
lesson-hexdame-test-text = Three positions, no hints. Use everything you have learnt.
lesson-hexdame-test-task-1 = White to play: what must you do?
lesson-hexdame-test-task-2 = Crown a man, and keep the new king.
lesson-hexdame-test-task-3 = White to play: capture correctly.
