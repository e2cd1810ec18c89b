# The page "About Moeraki Kemu" (?game=kemu&about=1): how to play each tier, with small
# board diagrams, the names the game uses and what the words mean, and the choices this
# version makes. The game's own names stay exactly as the game publishes them in every
# language: Matau, Manaia, Maori-Tane (Tane), Tahuna, Awa, Ara, Marae, Auge, Uira, Kiwi,
# Moa, Ika Moana, Moeraki. The tiers' names (Beginner, Basic, Master, "Master with Auge")
# are those of the game's screen (kemu-tier-…). Hollows and fields are named by column and
# row (f6, d3), the same in every language.

learn-kemu-about-title = About { -kemu }
learn-kemu-about-intro = { -kemu } is a modern abstract board game for two, designed by Stefan Kiehl
    and published by Kiehly in 2011. Its theme is the rivalry of two tribes, Matau and Manaia, on the
    beach at Moeraki on the east coast of New Zealand's South Island. It is a placement game: stones
    are put down one at a time and never move.

## The board and the pieces (a list)

learn-kemu-about-board-heading = The board and the pieces
learn-kemu-about-board-hollows = 57 hollows on a diagonal grid, joined by black lines. Between the lines
    lie 56 beach fields: 40 square fields, 12 triangles along the sidelines and 4 in the corners (the
    triangles are semi-beach).
learn-kemu-about-board-circle = In the middle, a circle marks the Moeraki field: its 9 central
    hollows are where the ball may go.
learn-kemu-about-board-stones = Each tribe has 28 stones: Matau black, Manaia white. One neutral Moeraki
    ball belongs to nobody.
learn-kemu-about-board-names = Hollows are named by column (a to k, left to right) and row (1 to 11,
    bottom to top), e.g. f6 is the centre.

## How a game goes (a numbered list)

learn-kemu-about-game-heading = How a game goes
learn-kemu-about-game-ball = Player A places the Moeraki ball in one of the 9 central hollows.
learn-kemu-about-game-first = Player B places the first stone, in any empty hollow. Then the players take
    turns, one stone each.
learn-kemu-about-game-check = After every stone, check for a victory. The first one ends the game.

## Beginner game. Each diagram is a small board with a caption below it; the caption is
## also the board's name for screen readers.

learn-kemu-about-beginner-heading = Beginner game: three ways to win
learn-kemu-diagram-tahuna = Tahuna: Manaia (white) encloses the field d3 with four stones.
learn-kemu-diagram-awa = Awa: Matau (black) fills a diagonal from its end at b2 up to the ball at f6.
learn-kemu-diagram-ara = Ara: Manaia fills the four hollows of the bottom edge row.
learn-kemu-about-river = A river (Awa) is a whole diagonal from sideline to sideline, or, on a diagonal
    through the ball, every hollow from one end up to the ball. If the board fills without any of
    these, the Beginner game is a draw.

## Basic game

learn-kemu-about-basic-heading = Basic game: tribal tiles and the Marae
# "3:0", "2:1", "2:2" are counts of stones around a field; "½" is a half point.
learn-kemu-about-tiles = When the last hollow around a field is filled, the field is settled: a square
    with three stones of one colour and one of the other gets a full tile of the majority; 2:2 gets
    nothing. Next to the ball (three stones) a 3:0 or 2:1 majority gets a full tile. A triangle won 3:0
    gets a full tile (1 point), 2:1 a half tile (½ point), drawn with a diagonal dividing line.
learn-kemu-diagram-tiles = Tiles: a half tile on a4 for Manaia (2:1) and a full tile on d3 for Matau (3:1).
learn-kemu-about-marae = Tahuna, Awa and Ara still win at once. When every hollow is filled, the Marae
    decides: each tribe counts its tiles (halves count ½) and the higher total wins. On equal totals,
    Player A (who placed the ball) wins.

## Master game

learn-kemu-about-master-heading = Master game: the Maori-Tane
learn-kemu-about-tane = Each player has one Tane. Once per game, instead of placing a stone, you may
    stand your Tane on a field holding your own full tile (that tile is removed) and turn it to face
    one of the four sidelines. Every field in a straight line from the Tane to that sideline loses its
    tile, your own included, and stays free of tiles for the rest of the game. If the second Tane's line
    crosses the first, the later line governs the crossing field, and it stays free. A Tane does not
    affect the stone victories. The optional Auge rule adds a fifth victory: the four hollows on the
    circle all yours, or the ball and three of yours.
learn-kemu-diagram-tane = Matau's Tane on d3 faces north: the tile on d5 is removed and d5, d7, d9 and d11 stay free.

## A match

learn-kemu-about-match-heading = A match on the Moeraki scale
learn-kemu-about-match = Before a match the players agree how many game wins take the Kemu: Uira 3,
    Kiwi 5, Moa 7 or Ika Moana 10 (or a single game). The winner of a game is Player A in the next;
    after a drawn game the roles swap. Each new game the ball must go to a different central hollow.

## The names and what the words mean: a list of the game's names (shown as they are)
## and, for each, its everyday meaning and its use in the game.

learn-kemu-about-names-heading = The names and what the words mean
learn-kemu-about-names = The game uses te reo Māori words as names. Their everyday meanings:
learn-kemu-term-tahuna = beach, sandbank: the victory of enclosing a beach field
learn-kemu-term-awa = river: the victory along a diagonal
learn-kemu-term-ara = path, way: the victory along an edge row
learn-kemu-term-marae = the open ground before a meeting house, a place of gathering and standing; the
    game calls it holy ground and uses it for the tile count
learn-kemu-term-tane = man; the game's warrior figure is the Maori-Tane
learn-kemu-term-matau = fish-hook; the black tribe
learn-kemu-term-manaia = a figure of Māori carving, often shown with a bird-like head; the white tribe
learn-kemu-term-uira = lightning: a match to 3 wins
learn-kemu-term-kiwi = the flightless bird: a match to 5 wins
learn-kemu-term-moa = the extinct giant bird: a match to 7 wins
learn-kemu-term-ika-moana = ika is fish, moana is sea: a match to 10 wins
learn-kemu-term-auge = German for eye (the game comes from a German publisher): the optional circle victory

## Choices this version makes (a list). "Master with Auge" is a choice of tier on the
## game's screen.

learn-kemu-choices-heading = Choices this version makes
learn-kemu-choices = The published descriptions of the game are short and sometimes disagree. This
    version decides as follows.
learn-kemu-choice-board = Board: 57 hollows reconstructed from the public descriptions (11 by 11 grid
    points with an even sum, without the four corners), 18 diagonals, four edge rows of four hollows,
    nine central hollows inside a circle through d6, f4, f8 and h6.
learn-kemu-choice-tiers = Tiers follow the published game: the Tane belongs to the Master game only,
    although one description puts it in the Basic game.
learn-kemu-choice-marae = The Marae is counted when every hollow is filled (not when the central fields
    are claimed, as one description has it).
learn-kemu-choice-tane = The Tane is placed instead of a stone, replacing one of your own full tiles
    (one description says instead of a tribal marker). A player with no stones left passes, and cannot
    use the Tane then.
learn-kemu-choice-tahuna = A square enclosed 4:0 is a Tahuna and ends the game; as the rules say (3:1
    or 4:0 superiority), it is also settled with a full tile.
learn-kemu-choice-settle = When one stone settles several fields, the fields won by the stone's own
    colour are settled first.
learn-kemu-choice-sight = Lines of sight run over the field centres, two steps at a time towards the
    chosen sideline; a corner triangle stands on the two centre points beside its missing corner.
learn-kemu-choice-victories = If one stone completes several victories, all are reported. A stone can
    only complete its own tribe's lines.
learn-kemu-choice-auge = Auge is optional and off unless you choose "Master with Auge".
learn-kemu-choice-undo = Undo is allowed in every game at this screen; a game that used it is marked.

# The about page's pointer to the lessons; $lessons is the link, learn-kemu-about-lessons-link.
learn-kemu-about-new = New to the game? Follow the { $lessons }: nine short lessons on the real board, from the names of the hollows to the Maori-Tane.
learn-kemu-about-lessons-link = guided lessons
