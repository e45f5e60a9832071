"""The English template of a trick-taking variant's page: the trick-taking words (added to the words every page uses,
en.py) and the English phrases of `sections.TrickTaking`, in the glossary's English terms; its worked examples' claims
in words are in claims.py."""
from __future__ import annotations

from ... import model as m
from ..en import EnglishBook
from ..markdown import esc, signed
from .claims import EnglishClaims
from .sections import TrickTaking

W = {
    **EnglishBook.W,
    # Headings, by the section's anchor
    "h:card-order": "Card order", "h:combinations": "Combinations", "h:declaring": "Declaring and overcalling",
    "h:bidding": "Bidding", "h:kitty": "The kitty", "h:play": "Play: following, ruffing, throws",
    "h:kitty-bonus": "Kitty bonus", "h:scoring": "Scoring", "h:next-declarer": "Next declarer",
    "h:friends": "Finding friends", "h:kitty-demotion": "Kitty demotion", "h:tribute": "Tribute",
    "h:exchange": "Exchange of cards",
    # The first table (TrickTaking.header_rows): the deal, the points, the levels
    "row:kitty": "Kitty (底牌)", "row:deal": "The deal", "row:points": "Point cards (分牌)", "row:levels": "Levels (级)",
    "row:mandatory": "Mandatory levels (必打)", "row:defended": "Defended levels", "row:jack": "Jack rule (勾J)",
    "row:past-top": "Past the top level", "row:permanent": "Permanent trumps (常主)",
    "hd:players-range": "{least} to {most}", "hd:decks-less": ", less {cards}", "hd:kitty": "{size} cards",
    "hd:deck-has": " (the deck has {size})", "hd:point": "{rank} = {value}", "hd:point-sep": ", ",
    "hd:points": "{values}: {total} points in the deck", "hd:level-ranks": "{ranks} only",
    "hd:level-run": "{first} to {last}",
    "hd:defended": ": a rise stops there, and only the declarers rise from it, by winning the deal it is played at",
    "hd:jack": "when the declarers play J and the attackers win the last trick {won}, the declarers go back {back}, "
               "before the deal's rise",
    "hd:jack-single": "with a single jack", "hd:jack-holding": "with a play holding a jack",
    "hd:jack-bottom": "to the bottom level", "hd:jack-back": "{n} level{s}",
    # Page furniture
    "list-sep": ", ", "more-examples": "More examples", "cards": "Cards", "class": "Class", "suit": "Suit",
    "high-to-low": "High to low", "name": "Name",
    # Card order
    "order-intro": "The strength of the cards depends on the deal's level and trump suit. The table shows it for "
                   "{context}; cards in one row are equal (of equal cards, the one played first wins). Every trump "
                   "beats every side-suit card. With several decks, each card exists once per deck.",
    "side-intro": "The side suits (plain cards), each from high to low; a side-suit card beats only cards of its "
                  "own suit:",
    "nt-order": "In a no-trump deal at level {level}, only these cards are trump: {order}.",
    "tier:BJ": "big joker (大王)", "tier:SJ": "small joker (小王)", "tier:card": "the card {card}, always trump",
    "tier:level": "level cards (级牌)", "tier:level:trump-suit": "level card of the trump suit (主级牌)",
    "tier:level:other-suits": "level cards of the other suits (副级牌)",
    "tier:rank": "permanent trump {rank} (常主)", "tier:rank:trump-suit": "permanent trump {rank} of the trump suit",
    "tier:rank:other-suits": "permanent trump {rank} of the other suits", "tier:trump-suit": "trump suit ({suit})",
    # Combinations
    "combo:single": "Single", "combo:pair": "Pair", "combo:triple": "Triple", "combo:tractor": "Tractor",
    "combo:triple-tractor": "Triple tractor", "combo:throw": "Throw", "any-combination": "any combination",
    "combo-desc:single": "Any one card (单张).",
    "combo-desc:pair": "Two identical cards: same rank and same suit (对子).",
    "combo-desc:triple": "Three identical cards: same rank and same suit (三张); it needs three decks or more.",
    "combo-desc:tractor": "Two or more pairs adjacent in the card order (拖拉机).",
    "combo-desc:triple-tractor": "Two or more triples adjacent in the card order (连刻).",
    "combo:bomb": "Bomb", "combo:sequence": "Sequence", "combo:quad": "Quad", "combo:rainbow": "Rainbow",
    "combo-desc:rainbow": "Cards of one rank spanning four groups of the card order, the trumps counting as one (a "
                          "rainbow); the level rank, all trumps, makes none. It is the one lead of several suits; of "
                          "the rainbows of a trick the highest rank wins (equal ones: the first played), and no other "
                          "play beats it.",
    "combo:triple-with-single": "Triple with a single", "combo:triple-with-pair": "Triple with a pair",
    "combo-desc:triple-with-single": "A triple and any one card of the same suit, or of trumps (三带一). The single "
                                     "does not count: it is beaten only by a triple with a single whose triple is "
                                     "higher, of the led suit or of trumps.",
    "combo-desc:triple-with-pair": "A triple and any pair of the same suit, or of trumps (三带一对). The pair does "
                                   "not count: it is beaten only by a triple with a pair whose triple is higher, of "
                                   "the led suit or of trumps.",
    "combo-desc:sequence": "Consecutive single cards of one suit, or of trumps, in the card order (顺子, 句); it is "
                           "beaten only by a higher sequence as long, of the led suit or of trumps.",
    "setting:Combination:cards": "Cards of a bomb", "cards=identical": "identical cards (same rank and suit)",
    "cards=same-rank": "cards of one rank, whatever their suits, within one suit or the trumps",
    "setting:Combination:jokers": "Jokers", "jokers=pairs": "a pair of big jokers with a pair of small jokers is a bomb too",
    "combo-desc:bomb": "Four or more identical cards played together (炸弹); it needs four decks or more. The plays of a "
                       "trick are equally long, so bombs that meet are: a trump bomb beats a side suit's, and of two "
                       "bombs of one kind the higher card wins (equal ones: the first played).",
    "setting:Combination:min-size": "Fewest cards", "setting:Combination:beats": "A bomb beats",
    "beats=any": "any play of as many cards that is not a higher bomb, whatever was led (a trump tractor too)",
    "beats=bombs": "only a lower bomb led: it is a unit like a pair",
    "setting:Combination:void": "A player void in the led suit",
    "void=trump-only": "bombs with trumps only; a side suit's bomb is a discard",
    "void=any-suit": "may bomb with a bomb of any suit",
    "setting:Follow:quad": "Four identical cards (no bomb)",
    "quad=two-pairs": "are read as two pairs, and count as two pairs (no triple) toward what a follower owes",
    "quad=triple-and-single": "are read as a triple and a single, and count as a triple and one pair toward what a "
                              "follower owes",
    "setting:min-length": "Fewest pairs (or triples)", "setting:adjacency": "Adjacent means",
    "adjacency=card-order": "consecutive in the card order of the trump context: the level rank is skipped, and "
                            "trump classes next to each other (jokers, level cards, the trump suit) join",
    "adjacency=natural-ranks": "consecutive natural ranks of one suit; the level rank breaks a tractor",
    "removed-note": "**No {rule} in this variant:** {parent} has it, and this variant removes it because "
                    "“{reason}”.",
    # Declaring
    "declare-intro": "During the deal, a player may declare (亮主) by showing cards; the declaration fixes the trump "
                     "suit. A stronger declaration overcalls (反主) the standing one. The table lists the "
                     "declarations from the weakest to the strongest: each overcalls every one above it.",
    "overcall-rank": "Rank", "declaration": "Declaration", "shown": "Cards shown", "makes-trump": "Trump it makes",
    "when": "When", "every-deal": "every deal", "scope=first-deal": "first deal only",
    "scope=later-deals": "from the second deal on",
    "target=own-suit": "the suit of the level cards shown", "target=own-suit:suited": "the suit of the pair shown",
    "target=no-trump": "no-trump",
    "scope=after-the-deal": "once every card is dealt (not while the cards are dealt)",
    "step-by-step-line": "Overcalls follow the order step by step among {shows}: from one of their steps, only the "
                         "next one overcalls ({chain}); none may be skipped.",
    "target=chosen-suit": "any suit the declarer names (not no-trump)",
    "target=next-drawn-suit": "the suit of the next suited card the declarer draws",
    "order-line": "Overcall order, weakest first: {order}.",
    "outside-order": "Declarations marked — are not in the overcall order: nobody can overcall them and they "
                     "overcall nothing.",
    "setting:reinforce": "Reinforce (自保)", "setting:self-overcall": "Self-overcall (自反)",
    "setting:nobody-declares": "Nobody declares", "setting:nobody-declares-first-deal": "Nobody declares, first deal",
    "setting:nobody-declares-declarer": "The declarer when nobody declares (and none carries over)",
    "nobody-declares-declarer=first-receiver": "the player who received the first card",
    "nobody-declares-declarer=random": "a player drawn at random",
    "setting:first-receiver": "Dealt the first card of the first deal (the cards go round in the direction of play; "
    "later, the declarer is dealt first)", "first-receiver=first-seat": "player 1",
    "first-receiver=random": "a player drawn at random, who also turns the kitty's cards first where they decide the "
    "declarer",
    "setting:face": "Declarations are shown", "face=up": "face up, each overcalling the standing one",
    "face=down": "face down: each player declares once, whatever the others declared; once the deal is over the "
    "biggest stands (the first of equal ones) and eats the others",
    "setting:turn": "The first declaration of a later deal",
    "turn=anyone": "anyone's", "turn=declarers": "the declarers' side's (the side the deal passes to), at its level; "
    "its first declarer is the declarer, keeping the kitty and the lead whoever overcalls; the others may overcall",
    "setting:pass": "When the side in turn cannot declare",
    "pass=none": "the fallbacks above", "pass=other-side": "it passes: the other side declares at its own level, in one "
    "more round after the last, and its first declarer is the declarer, with the kitty",
    "setting:drawn-joker": "A joker drawn from the kitty for trump", "drawn-joker=draw-again": "is passed over: "
    "the next card is drawn", "drawn-joker=no-trump": "makes the deal no-trump",
    "setting:first-declarer": "First deal's declarer", "setting:stake": "Stake", "setting:overcall-limit":
    "Most overcalls",
    "reinforce=allowed": "allowed: a player may strengthen their own declaration",
    "reinforce=forbidden": "not allowed",
    "reinforce=while-equivalent": "allowed, and a player whose declaration another player has overcalled may "
    "reinforce it up to the standing declaration's strength, and it then stands (a declaration of jokers must still "
    "be overcalled)", "self-overcall=allowed": "allowed: a player may overcall their own "
    "declaration", "self-overcall=forbidden": "not allowed",
    "nobody-declares=no-trump": "the deal is played in no-trump", "nobody-declares=redeal": "the cards are dealt again",
    "nobody-declares=draw-kitty-card": "a kitty card is turned: its suit is trump (jokers are passed over)",
    "nobody-declares=kitty-match": "kitty cards are drawn to match the level rank, which decides the declarer",
    "nobody-declares=lowest-kitty-card": "each player turns a kitty card; the lowest becomes declarer, its suit trump",
    "first-declarer=first-to-declare": "the first player to declare", "first-declarer=last-to-declare":
    "the last player to declare", "first-declarer=random": "drawn at random",
    # The kitty
    "kitty-line": "After the deal {n} cards are left: the kitty (底牌). The declarer (庄家) takes them and buries "
                  "(扣底) as many cards in their place.",
    "setting:points": "Bury point cards", "setting:show-jokers": "Show buried jokers", "points=allowed": "allowed",
    "points=forbidden": "not allowed", "jokers=allowed": "allowed",
    "jokers=forbidden": "not allowed", "show-jokers=True": "yes: buried jokers are shown to all",
    "show-jokers=False": "no", "setting:joker-order": "Order of the jokers buried",
    "joker-order=any": "any", "joker-order=big-first": "big jokers first: a small joker only once no big joker is left "
    "in the hand",
    "setting:others-bury-jokers": "Others bury jokers (扣王)", "others-bury-jokers=allowed": "allowed: after the "
    "declarer's burial each other player in turn, from the one after the declarer, may bury jokers into the kitty",
    "others-bury-jokers=forbidden": "no: only the declarer buries", "setting:pick-up": "Picked up for them",
    "pick-up=smallest-non-point": "as many of the kitty's smallest cards without points: side cards before trumps, "
    "side cards by rank, trumps by the card order; of equal cards of different suits, any (never a joker)",
    "setting:all-points-closes": "A kitty of point cards", "all-points-closes=True": "closed: when the declarer buried "
    "only point cards (and jokers), nobody else buries jokers", "all-points-closes=False": "not closed",
    "setting:dry-pot": "Dry pot (干锅)", "dry-pot=True": "a kitty of only trumps or only side cards, shown after the "
    "deal, stays as dealt: the declarer does not exchange it, nobody buries jokers into it, and its jokers give no "
    "extra levels and no tribute", "dry-pot=False": "no such rule",
    "kitty-overcall": "Kitty overcall (反底)", "kitty-overcall-intro": "After the kitty is buried, a player may "
    "overcall it (反底) with a declaration of the order below that is stronger than the standing one: they show the "
    "cards, take the kitty and bury as many cards again (炒地皮), and the trump becomes the one their declaration "
    "makes. Each player in turn may do so, from the one after the player who buried last, until a whole round passes.",
    "kitty-order-line": "Kitty overcall order, weakest first: {order}.",
    "kitty-below-order": "A standing declaration that this order does not list ranks below all of it.",
    "setting:overcaller": "Who may overcall the kitty", "overcaller=other-players": "every player but the one who "
    "buried it last (其他玩家), the declarer's partner included", "overcaller=attackers": "only the attackers (闲家)",
    "setting:declarer": "Declarer after a kitty overcall", "declarer=unchanged": "unchanged: the declarer (庄家) "
    "stays and leads the first trick; the overcaller only takes and buries the kitty",
    "declarer=overcaller": "the overcaller becomes the declarer",
    "setting:undeclared": "Where nobody declared", "undeclared=allowed": "the kitty may be overcalled by any "
    "declaration of the order", "undeclared=forbidden": "nobody may overcall the kitty: there is no declaration to "
    "overcall", "setting:limit": "Most kitty overcalls",
    # Play
    "following": "Following", "ruffing": "Ruffing", "throws": "Throws",
    "setting:suit": "Follow suit", "suit=must-follow": "a player who holds the led suit must play it",
    "setting:ties": "Equal plays", "ties=first-played": "of equal plays, the one played first wins the trick",
    "setting:protect": "Need not break", "led-intro": "What a follower must play, by the combination led (best "
    "available first; the follower plays the first shape their cards of the led suit allow):",
    "led": "Led", "must-play": "Must play", "ladder-sep": "; else ",
    "setting:when-void": "When void in the led suit", "when-void=may-ruff": "may ruff (毙) with trumps, or discard "
    "(垫牌)", "when-void=must-ruff": "must ruff with trumps",
    "setting:shape": "Shape of a ruff", "shape=must-match": "a ruff must hold at least as many tractors and pairs "
    "as the lead, else it is a discard", "shape=any": "any trumps of the right number ruff",
    "setting:compare": "Several ruffs", "compare=lead-shape": "compared by their tractors and pairs where the lead "
    "had them, else by the highest card (the higher over-ruffs, 盖毙)",
    "compare=highest-card": "compared by the highest card",
    "compare=every-component": "a ruff beats another only if each of its components beats the matching one",
    "compare=trick-unit-length": "compared by their components, the longest first, then the next",
    "on-failure=smallest-unit-beaten": "the leader must play the beaten component of the fewest cards (singles "
    "first), of those the lowest",
    "throw-intro": "The leader may throw (甩牌): play several top combinations of one suit at once.",
    "setting:judge": "Judged", "judge=each-component": "every component must be unbeatable by every other hand",
    "judge=highest-card": "by the highest card", "judge=longest-component": "by the longest component",
    "setting:on-failure": "Failed throw (甩牌失败)", "on-failure=smallest-beaten": "the leader must play the "
    "smallest component that another hand beats", "on-failure=smallest-card": "the leader must play the smallest card",
    "setting:penalty": "Penalty (points to the attackers)",
    "setting:penalty-levels": "Penalty in levels (to the other side)", "setting:suits": "Cards thrown together",
    "suits=one-suit": "cards of one suit (or all trumps)",
    # Kitty bonus
    "bonus-intro": "When the attackers (闲家) win the last trick, the kitty's points go to them, multiplied: the "
                   "kitty bonus (抠底). The multiplier depends on the combination that won the last trick.",
    "last-trick-won-with": "Last trick won with", "multiplier": "Kitty points ×",
    "setting:throw": "A throw that wins the last trick", "throw=largest-component": "counts as its component with "
    "the most cards", "bonus-cap": "The kitty bonus multiplies by ×{n} at most.",
    # Scoring
    "scoring-intro": "After the last trick, the attackers' points (with the kitty bonus) decide who rises how many "
                     "levels and who declares next.",
    "first-row": "Where rows overlap, the first row written applies.", "attacker-points": "Attackers' points",
    "last-trick": "Last trick won by", "result": "Result", "scoring-cap": "Points above {n} count as {n}.",
    "declarers": "the declarers", "attackers": "the attackers",
    # Next declarer
    "setting:when-declarers-keep": "When the declarers keep and rise",
    "setting:when-declarers-stay": "When the declarers keep without rising",
    "setting:when-attackers-take-over": "When the attackers take over (上台)",
    "seat=same-player": "the same player declares again", "seat=partner": "the declarer's partner (对家)",
    "seat=next-player": "the declarer's next player (下家)", "seat=first-to-declare": "the first player to declare",
    "seat=random": "drawn at random", "seat=next-attacker": "the first attacker after the declarer (闲家)",
    # Bidding
    "bidding-intro": "Nobody declares while the cards are dealt: once they are, the players bid (竞标) the attackers' "
                     "target in turn. The winner of the bidding is the declarer, plays alone against the others, and "
                     "names the trump suit; the scoring table scales with the winning bid.",
    "setting:Bidding:bid": "A bid names", "Bidding:bid=target-points": "the points the attackers must take to rise",
    "setting:Bidding:better": "The better bid", "Bidding:better=lower": "the lower: the lowest bid wins (出最低分者为庄家)",
    "Bidding:better=higher": "the higher", "setting:Bidding:highest": "Highest bid", "setting:Bidding:lowest": "Lowest bid",
    "setting:Bidding:step": "Bids are multiples of", "setting:Bidding:first-bidder": "Who bids first",
    "Bidding:first-bidder=first-receiver": "the player who received the first card; then in the direction of play",
    "Bidding:first-bidder=next-player": "the player after the previous declarer",
    "setting:Bidding:pass": "Passing", "Bidding:pass=final": "a player who passes bids no more",
    "Bidding:pass=may-return": "a player who passed may bid again", "setting:Bidding:revealed": "Kitty cards shown first",
    "setting:Bidding:trump": "The trump", "Bidding:trump=winner-names-suit": "the winner of the bidding names a suit",
    "setting:Bidding:kitty": "The kitty", "Bidding:kitty=winner": "the winner of the bidding takes it and buries as many cards",
    "setting:Bidding:scoring-reference": "The scoring table is written for a bid of",
    "setting:Bidding:counter-exchange": "A counter-bidder (反牌) exchanges, of the kitty",
    "setting:Bidding:counter-draw": "Which kitty cards", "Bidding:counter-draw=random": "drawn at random, unseen",
    "setting:Bidding:opening": "The first bidder", "Bidding:opening=required": "must bid",
    "Bidding:opening=optional": "may pass; when every player passes the cards are dealt again",
    "setting:first-rounds": "Throws only in a side suit's first rounds (边三轮)",
    "levels-per-player": " (each player keeps a level of their own)",
    "levels-no-trump": "; NT, the last, is the no-trump level: no card is a level card there, and its deals have no "
                       "trump suit (only the jokers and permanent trumps are trump), whatever is shown or drawn",
    # Kitty demotion
    "demotion-intro": "When the declarers play one of these levels and the attackers, with enough points (the kitty "
    "bonus counted), win the last trick with a combination of that rank only, the declarer and the friend lose "
    "levels, after the deal's levels are gained. Nobody goes below the first level of the ladder: what a player "
    "cannot lose goes to the next in the overflow order.",
    "demotion-rank": "The declarers playing {rank}", "down-to": "down to {rank}", "loses": "loses {n}",
    "role:declarer": "Declarer", "role:friend": "Friend",
    "setting:KittyDemotion:points": "The attackers' points at least (the kitty bonus counted)",
    "setting:KittyDemotion:overflow": "Levels a player cannot lose go to",
    "KittyDemotion:overflow=friend": "the friend (陪降)",
    "KittyDemotion:overflow=others-by-declarer": "attackers other than the kitty winner, each level named by the "
    "declarer", "KittyDemotion:overflow=attackers-by-friend": "any attackers, each level named by the friend (by "
    "the declarer when alone)", "KittyDemotion:overflow=kitty-winner": "the attacker who won the last trick",
    # Finding friends
    "friends-intro": "The declarer (庄家) has no fixed partner: they call a card, and the player of the called copy "
                     "is their secret friend (朋友). Each player keeps their own level; the levels of the scoring "
                     "table are shared out among the players (级差权).",
    "setting:Friends:call": "How the friend is called", "Friends:call=nth-copy": "the declarer names a card and which "
    "copy of it played (the first, the second, …); who plays that copy is the friend",
    "setting:Friends:count": "Friends", "setting:Friends:call-time": "When the friend is called",
    "Friends:call-time=after-kitty": "once the kitty is buried, before the first lead",
    "setting:Friends:own-card": "Calling a card the declarer holds", "Friends:own-card=allowed": "allowed; a "
    "declarer who plays the called copy themselves, or leaves it in the kitty, plays alone (1 against 4)",
    "Friends:own-card=forbidden": "not allowed",
    "setting:Friends:reveal": "The friend is known", "Friends:reveal=when-played": "when the called copy is played",
    "setting:Friends:points": "The attackers' points", "Friends:points=final-sides": "the points won by the players "
    "not on the declarer's side when the deal ends, whenever they were won",
    "setting:Friends:level-shares": "Level shares (级差权)", "Friends:level-shares=balanced": "balanced: each "
    "attacker rises the table's levels, and the declarer's side rises them once per attacker (2 against 3: "
    "1+1+1 = 2+1; 1 against 4: 1+1+1+1 = 4)", "Friends:level-shares=each": "each: every player of the side that "
    "rises gains the table's levels",
    "setting:Friends:smaller-side-bonus": "A declarer's side smaller than called (no friend found) that keeps the "
    "deal gains",
    "setting:Friends:split": "The declarer's side's levels", "Friends:split=kitty-keeper": "two thirds to whichever "
    "of the declarer and the friend won the last trick (保底; the declarer when the attackers won it), the rest to "
    "the other",
    "setting:Friends:unused-levels": "Levels a mandatory level stops",
    "Friends:unused-levels=lost": "are lost",
    "Friends:unused-levels=transfer": "are not wasted (级数不浪费): the player stopped gives them, one at a time, "
    "raising players of their own side (up to a mandatory level, no further) or lowering players of the other side "
    "(down to the first level); a player of the winning side may refuse them",
    "Friends:split=flexible": "the flexible split (弹性分配): a third each to the declarer and the friend; the one of "
    "them who won the last trick (保底; the declarer when the attackers won it) gives out the last third, the spoils "
    "(战利品), a level at a time to either of them",
    # Tribute
    "tribute-intro": "Before the kitty is taken, cards change hands as tribute (进贡): how many depends on the "
                     "attackers' points in the deal before.",
    "setting:match-per-level": "Match points per level (比赛积分)", "setting:match-take-over":
    "Match points for taking over", "setting:match-per-tribute-card": "Match points per tribute card",
    # Exchange
    "exchange-intro": "Every player gives cards of their choice to another player (换牌); the cards are chosen "
                      "before any is received.",
    "setting:Exchange:count": "Cards each player gives", "setting:Exchange:with": "Given to",
    "setting:Exchange:time": "When", "setting:Exchange:cards": "Which cards",
    "Exchange:with=opponents": "the opponent after the giver in the direction of play (each player receives from the "
    "opponent before them)", "Exchange:with=partner": "the giver's partner (对家): partners swap",
    "Exchange:time=after-deal": "after the deal, once the trump and the declarer are settled, before the kitty",
    "Exchange:time=after-kitty": "after the kitty is buried (and any kitty overcall), before the first lead",
    "Exchange:cards=any": "any cards of the hand",
    "exchange-intro:eaten": "Once the deal is over the declarations are compared and the bigger eats the smaller: the "
                            "player whose declaration stands swaps cards with each player whose declaration it ate. "
                            "The eaten player gives the cards of the declaration; the eater gives as many back, chosen "
                            "from the cards they held.",
    "Exchange:with=eaten": "the player whose declaration stands and each player whose declaration it ate (their last "
                           "one): the eaten cards for as many of the eater's",
    "Exchange:cards=in-kind": "in kind of the cards received: for each suited card a card of its suit that is not a "
                              "permanent trump, for each joker a permanent trump; any cards where the hand has too few",
    "score": "Score",
    # The first table's values
    "past=match-won": "passing it wins the match", "past=restart": "levels start again from the bottom",
    "past=new-round": "a new round: levels start again from the bottom, and the next deal is declared as the match's "
    "first deal (nobody stays declarer)",
    "past=restart-keeping-steps": "levels start again from the bottom, and the side that passed the top rises the "
    "steps of its rise it had left from there",
    "past=wrap-around": "the side that passed the top alone starts again from the bottom, with the steps of its rise "
    "it had left; the others keep their levels",
}


class English(EnglishClaims, TrickTaking, EnglishBook):
    """A trick-taking variant's page in English."""

    W = W

    def value_words(self, block, name, value):
        if name in ("first-deal", "when-declarers-keep", "when-declarers-stay", "when-attackers-take-over"):
            return self.W.get(f"seat={value}", esc(value))
        if name == "min-size":
            return f"{value} cards"
        if name in ("min-length",):
            if block.kind == m.ComboKind.SEQUENCE:
                return f"{value} cards"
            return f"{value} pairs" if block.kind == m.ComboKind.TRACTOR else f"{value} triples"
        if name == "protect":
            return self.W["combo:" + str(value)].lower() + "s"
        if name == "stake":
            return f"×{value} for each kitty overcall" if isinstance(block, m.KittyOvercall) else \
                f"×{value} for each overcall (reinforcing is no overcall)"
        if name == "limit":
            return f"{value} in a deal"
        if name == "penalty":
            return f"{value} points"
        if name == "penalty-levels":
            return (f"{value} level{'s' if value != 1 else ''} to the other side of the leader for each failed throw, "
                    f"beside the scoring table's result")
        if name == "first-rounds":
            return f"in the first {value} tricks led in a side suit; trumps are never thrown"
        if isinstance(block, m.Bidding) and name in ("highest", "lowest", "step"):
            return f"{value} points"
        if isinstance(block, m.Bidding) and name == "scoring-reference":
            return f"{value} points: at a bid b every points figure of the table is multiplied by b / {value}"
        if isinstance(block, m.Bidding) and name == "counter-exchange":
            return f"{value} cards (instead of the whole kitty)"
        if isinstance(block, m.Bidding) and name == "revealed":
            return f"{value}, face up for every player"
        if name == "overcall-limit":
            return str(value)
        if name == "smaller-side-bonus":
            return f"{value} level{'s' if value != 1 else ''} more than the table gives"
        return super().value_words(block, name, value)

    # Words -----------------------------------------------------------------------------------------------------------

    def show_parts(self, show: m.Show) -> str:
        parts = []
        for part in show.parts:
            if part.cards == "level":
                what = f"{part.count} level card" + ("s (identical)" if part.count > 1 else "")
            elif part.cards == "suited":  # identical cards of any rank, so of one suit
                what = "1 card of any rank with a suit" if part.count == 1 else "a pair of any rank of one suit" \
                    if part.count == 2 else f"{part.count} identical cards of any rank of one suit"
            else:
                what = f"{part.count} × {self.joker(part.cards)}"
            if part.suits:
                what += " of " + " or ".join(self.suit(s.upper()) for s in part.suits)
            parts.append(what)
        if show.without:  # 当你手中没有所规定升级的2的时候: valid only while the hand holds none
            none = "level card" if show.without.cards == "level" else self.joker(show.without.cards)
            if show.without.suits:
                none += " of " + " or ".join(self.suit(s.upper()) for s in show.without.suits)
            other = " other" if any(p.cards == show.without.cards for p in show.parts) else ""
            return " + ".join(parts) + f", holding no{other} {none}"
        return " + ".join(parts)

    def shape(self, shape: m.Shape) -> str:
        words = []
        for term in shape.terms:
            if term.unit == "any":
                words.append("any cards")
                continue
            unit = self.W["combo:" + term.unit].lower()
            if term.count is not None:
                words.append(f"{term.count} {unit}" + ("s" if term.count > 1 else ""))
            elif term.plural:
                words.append(f"as many {unit}s as they hold")
            else:
                words.append(f"a {unit}")
        return " + ".join(words)

    def multiplier(self, mult: m.Multiplier) -> str:
        text = "2 to the power of the number of cards" if mult.power_of_cards and mult.base == 2 else (
            f"×{mult.base}" + (" to the power of the number of cards" if mult.power_of_cards else ""))
        if mult.step_op == "x":
            text += f", ×{mult.step} more for each further {esc(mult.step_unit)}"
        elif mult.step_op == "+":
            text += f", +{mult.step} for each further {esc(mult.step_unit)}"
        return text

    def extra(self, extra) -> str:
        if isinstance(extra, m.PerPoints):
            return (f"{signed(extra.amount)} for every {extra.points} points {extra.position.value} "
                    f"{extra.reference}")
        if isinstance(extra, m.PerKittyCard):
            return f"{signed(extra.amount)} for each {self.joker(extra.card) if extra.card in ('BJ', 'SJ') else esc(extra.card)} in the kitty"
        return "the round of levels ends; both sides start again"

    def outcome(self, outcome: m.Outcome) -> str:
        side = self.side(outcome.side)
        if outcome.kind == m.OutcomeKind.NOTHING:
            text = "nobody rises"
        elif outcome.kind == m.OutcomeKind.GIVE:
            text = f"{side} give {outcome.amount} card{'s' if outcome.amount != 1 else ''}"
        elif outcome.kind == m.OutcomeKind.TAKE_OVER:
            text = f"{side} take over (上台)"
            if outcome.amount:
                text += f" and rise {outcome.amount} level{'s' if outcome.amount != 1 else ''}"
        elif outcome.amount:
            text = f"{side} rise {outcome.amount} level{'s' if outcome.amount != 1 else ''}"
        else:
            text = f"{side} keep the deal without rising"
        if outcome.also is not None:  # both sides rise
            n = outcome.also.amount
            text += f", and the {self.side(outcome.also.side)} rise {n} level{'s' if n != 1 else ''} too"
        extras = [self.extra(e) for e in outcome.extras]
        return text[0].upper() + text[1:] + "".join(f"; {e}" for e in extras)

    def condition(self, row: m.TableRow) -> tuple[str, str]:
        points = [c for c in row.conditions if isinstance(c, m.PointsCondition)]
        last = next((c for c in row.conditions if isinstance(c, m.LastTrickCondition)), None)
        symbol = {"=": "", "<": "under ", "<=": "at most ", ">": "over ", ">=": "at least "}
        text = " and ".join(f"{symbol[c.compare.value]}{c.value}" for c in points) or "any"
        text += "".join(f", with at least {c.count} {c.card} in the kitty" for c in row.conditions
                        if isinstance(c, m.KittyCondition))
        return text, (self.W[last.side.value] if last else "either side")


    def what(self, rule: m.Node) -> str:
        if isinstance(rule, m.Show):
            return f"declaration {esc(rule.name)}"
        if isinstance(rule, m.OvercallOrder):
            return "the overcall order"
        if isinstance(rule, m.TableRow):
            points, last = self.condition(rule)
            return f"the row “{points}”" + (f" (last trick to {last})" if any(
                isinstance(c, m.LastTrickCondition) for c in rule.conditions) else "")
        if isinstance(rule, m.BonusRow):
            return f"the kitty bonus of a {esc(rule.combination)}"
        if isinstance(rule, m.DemotionRow):
            return f"the kitty demotion by a {esc(rule.combination)}"
        if isinstance(rule, m.LedRule):
            return f"{rule.led.value} led"
        return super().what(rule)
