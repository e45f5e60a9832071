"""The English rulebook template: the layout of a variant's page and every word of it, in the glossary's English terms."""
from __future__ import annotations

from ... import model as m
from ...language.resolve import rule_key
from ..common import Book, Note, esc, signed

W = {
    # Headings, by the section's anchor
    "h:header": "At a glance", "h:sources": "Sources", "h:card-order": "Card order", "h:combinations": "Combinations",
    "h:declaring": "Declaring and overcalling", "h:bidding": "Bidding", "h:kitty": "The kitty",
    "h:play": "Play: following, ruffing, throws", "h:kitty-bonus": "Kitty bonus", "h:scoring": "Scoring",
    "h:next-declarer": "Next declarer", "h:friends": "Finding friends", "h:kitty-demotion": "Kitty demotion",
    "h:tribute": "Tribute", "h:exchange": "Exchange of cards", "h:places": "Places", "h:remarks": "Remarks",
    "h:notes": "Notes on the sources", "h:changes": "Changes from {parent}", "h:family": "Family",
    "h:index": "Rulebooks", "h:comparison": "Comparison of the variants",
    # The page's first paragraph (common.Book.lead): the variant, its title in Chinese, how the page was made
    "lead": "Rules of the variant <code>{id}</code>{title}, generated from its variant file. Every rule shows the "
            "source it comes from; where the sources disagree, the [notes](#notes) say how this variant decided. The "
            "checker proves every worked example on this page against the rules.",
    "lead-title": " ({title})",
    # The index page
    "index-intro": "One page for each variant in `spec/`, generated from the variant file: the deal, the card order, "
                   "the combinations, declaring, the play, the kitty bonus, the scoring, with every source and every "
                   "decision. The same pages exist in Chinese.",
    "index:variant": "Variant", "index:id": "Id", "index:extends": "Extends", "index:players": "Players",
    "index:decks": "Decks", "index:decisions": "Decisions",
    "index-comparison": "The [comparison](comparison.md) shows every rule of every variant side by side.",
    # The first table (common.Book.header_rows)
    "row:family": "Family", "row:players": "Players", "row:teams": "Teams", "row:direction": "Direction of play",
    "row:decks": "Decks", "row:hand": "Hand", "row:kitty": "Kitty (底牌)", "row:deal": "The deal",
    "row:points": "Point cards (分牌)", "row:levels": "Levels (级)", "row:mandatory": "Mandatory levels (必打)",
    "row:defended": "Defended levels", "row:jack": "Jack rule (勾J)", "row:past-top": "Past the top level",
    "row:permanent": "Permanent trumps (常主)", "row:parent": "Parent variant", "row:lineage": "Lineage",
    "row:file": "Variant file",
    "hd:players": "{least}", "hd:players-range": "{least} to {most}", "hd:decks": "{count} deck{s}",
    "hd:jokers": " with jokers", "hd:no-jokers": " without jokers", "hd:decks-less": ", less {cards}",
    "hd:deck-size": ": {size} cards", "hd:hand": "{size} cards to each player", "hd:kitty": "{size} cards",
    "hd:deck-has": " (the deck has {size})", "hd:point": "{rank} = {value}", "hd:point-sep": ", ",
    "hd:points": "{values}: {total} points in the deck", "hd:level-ranks": "{ranks} only",
    "hd:level-run": "{first} to {last}",
    "hd:defended": ": a rise stops there, and only the declarers rise from it, by winning the deal it is played at",
    "hd:jack": "when the declarers play J and the attackers win the last trick {won}, the declarers go back {back}, "
               "before the deal's rise",
    "hd:jack-single": "with a single jack", "hd:jack-holding": "with a play holding a jack",
    "hd:jack-bottom": "to the bottom level", "hd:jack-back": "{n} level{s}", "hd:root": "none: a root variant",
    "hd:file": "<code>{file}</code> (id <code>{id}</code>)",
    # Page furniture
    "rule": "Rule", "value": "Value", "source": "Source", "setting": "Setting", "examples": "Worked examples",
    "remarks": "Remarks (rules the engine does not enforce)", "decision": "decision", "then": ", then ",
    "list-sep": ", ",
    "silent": "*The sources do not say; this variant states no such rule.*", "more-examples": "More examples",
    "context": "level {level}, trump {trump}", "no-trump": "no-trump (NT)", "cards": "Cards", "class": "Class",
    "strength": "#", "suit": "Suit", "high-to-low": "High to low", "alias": "Alias", "seed-file": "Seed file",
    "section": "Section", "citations": "Citations", "inherited-from": "Inherited from", "name": "Name",
    "stated-in": "stated in {variant}", "examples-in": "Worked examples (all at {context})", "colon": ": ", "n-examples": "{n} examples", "change": "Change", "reason": "Reason",
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
    "combo:bomb": "Bomb", "combo:sequence": "Sequence",
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
    "setting:points": "Bury point cards", "setting:jokers": "Bury jokers", "setting:show-jokers":
    "Show buried jokers", "points=allowed": "allowed", "points=forbidden": "not allowed", "jokers=allowed": "allowed",
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
    "setting:first-deal": "First deal", "setting:when-declarers-keep": "When the declarers keep and rise",
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
    "teams=declarer-alone": "the declarer alone against all the others",
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
    "1+1+1 = 2+1; 1 against 4: 1+1+1+1 = 4)",
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
    "setting:giver": "Who gives", "setting:receiver": "Who receives", "setting:cards": "Which cards",
    "setting:returned": "Tribute return (还贡)", "giver=player-before-declarer": "the player before the declarer "
    "(上家)", "receiver=declarer": "the declarer", "cards=highest-non-point": "the giver's highest cards that are "
    "not point cards", "returned=side-non-point": "as many side-suit cards, not point cards",
    "setting:match-per-level": "Match points per level (比赛积分)", "setting:match-take-over":
    "Match points for taking over", "setting:match-per-tribute-card": "Match points per tribute card",
    "setting:reversal": "Reversal (反进贡)", "reversal=cards": "the giver holding {cards}: the declarer gives the giver "
    "as many cards instead, the same way", "setting:reversal-partner": "The giver's partner holding them",
    "reversal-partner=no-tribute": "nobody gives (no tribute, none returned)", "reversal-partner=unchanged":
    "the tribute as owed",
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
    "place": "Place", "score": "Score",
    # Notes and changes
    "notes-intro": "The sources disagree, contradict themselves or say nothing in places. Each note is a decision "
                   "of this variant: the rule it is about, what was decided, and the quotes it reconciles.",
    "no-notes": "This variant records no decision: its sources agree wherever it cites them.",
    "against": "The rule's sources", "no-remarks": "*No further remarks.*",
    "root": "This is a root variant: it states every rule itself.",
    "children": "Variants that extend it: {children}.",
    "changes-intro": "This variant extends {parent} and changes {n} of its rules; every other rule is inherited as "
                     "it is.",
    "changes-after": "Every difference, setting by setting: `python -m verifier diff {a} {b}`, or the "
                     "[comparison of all variants](comparison.md).",
    "action=added": "added", "action=overridden": "replaced", "action=removed": "removed",
    "unnamed-example": "an example (line {line})",
    # Header
    "family=trick-taking": "trick-taking (Shengji, Tractor)", "family=climbing": "climbing (Gouji, Baohuang)",
    "teams=partners": "fixed partners, opposite each other (对家)", "teams=friends": "Finding Friends (找朋友): "
    "the declarer calls a card; its holder is the secret partner", "teams=emperor": "emperor and guard against the "
    "rebels (保皇)", "direction=counter-clockwise": "counter-clockwise", "direction=clockwise": "clockwise",
    "past=match-won": "passing it wins the match", "past=restart": "levels start again from the bottom",
    "past=new-round": "a new round: levels start again from the bottom, and the next deal is declared as the match's "
    "first deal (nobody stays declarer)",
    "past=restart-keeping-steps": "levels start again from the bottom, and the side that passed the top rises the "
    "steps of its rise it had left from there",
    "past=wrap-around": "the side that passed the top alone starts again from the bottom, with the steps of its rise "
    "it had left; the others keep their levels",
}


class English(Book):
    lang = "en"
    W = W

    def joker(self, rank: str) -> str:
        return f'<abbr title="{"big" if rank == "BJ" else "small"} joker">{rank}</abbr>'

    def tier(self, tier: m.Tier, trump: str) -> str:
        if tier.suit is not None:
            return self.W["tier:card"].format(card=esc(f"{tier.rank}{tier.suit}"))
        key = f"tier:{tier.cards.value}" + (f":{tier.suits.value}" if tier.suits else "")
        return self.W[key].format(rank=esc(tier.rank or ""), suit=self.suit(trump))

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

    def side(self, side) -> str:
        return self.W[side.value] if side is not None else ""

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

    def claim(self, claim) -> str:
        if isinstance(claim, m.CombinationClaim):
            return f"{self.cards(claim.cards)} {'is' if claim.holds else 'is not'} a {claim.combination.value}."
        if isinstance(claim, m.OrderClaim):
            if claim.equal:
                return f"{self.cards(claim.higher)} and {self.cards(claim.lower)} are equal."
            return f"{self.cards(claim.higher)} beats {self.cards(claim.lower)}."
        if isinstance(claim, m.ThrowClaim):
            others = "; ".join(self.cards(o) for o in claim.others)
            verdict = "the throw stands." if claim.stands else (
                f"the throw fails: the leader must play {self.cards(claim.forced)}.")
            return f"Throw {self.cards(claim.throw)}; the other hands hold {others} of the suit: {verdict}"
        if isinstance(claim, m.TrickClaim):
            plays = ", then ".join(self.cards(p) for p in claim.plays)
            return f"Lead {plays}: play {claim.winner} ({self.cards(claim.plays[claim.winner - 1])}) wins the trick."
        if isinstance(claim, m.FollowClaim):
            return (f"Holding {self.cards(claim.hand)}, on a lead of {self.cards(claim.lead)}, playing "
                    f"{self.cards(claim.play)} is {'legal' if claim.legal else 'not legal'}.")
        if isinstance(claim, m.OvercallClaim):
            verb = "overcalls" if claim.holds else "does not overcall"
            return f"{self.cards(claim.declaration)} {verb} {self.cards(claim.standing)}."
        if isinstance(claim, m.DeclareClaim):
            verb = "may" if claim.holds else "may not"
            return f"Holding {self.cards(claim.hand)}, a player {verb} declare {self.cards(claim.declaration)}."
        if isinstance(claim, m.ReinforceClaim):
            verb = "may" if claim.holds else "may not"
            against = f", overcalled by {self.cards(claim.standing)}," if claim.standing is not None else ""
            return (f"A player who declared {self.cards(claim.own)}{against} {verb} reinforce it with "
                    f"{self.cards(claim.declaration)}.")
        if isinstance(claim, m.KittyBonusClaim):
            return f"Last trick won with {self.cards(claim.last_trick)}: the kitty's points count ×{claim.multiplier}."
        if isinstance(claim, m.ShareClaim):
            return self.share_claim(claim)
        if isinstance(claim, m.TributeDealClaim):
            return self.tribute_claim(claim)
        if isinstance(claim, m.FaceDownClaim):
            shown = ", then ".join(self.cards(d) for d in claim.declarations)
            return (f"Declared face down in this order, {shown}: once the deal is over, declaration {claim.stands} "
                    f"({self.cards(claim.declarations[claim.stands - 1])}) stands and eats the others.")
        if isinstance(claim, m.NextDealClaim):
            return self.next_deal_claim(claim)
        if isinstance(claim, m.NobodyDeclaresClaim):
            return self.nobody_declares_claim(claim)
        if isinstance(claim, m.BuryClaim):
            return self.bury_claim(claim)
        if isinstance(claim, m.FriendCallClaim):
            return self.friend_call_claim(claim)
        if isinstance(claim, m.BiddingClaim):
            return self.bidding_claim(claim)
        if isinstance(claim, m.ExchangeClaim):
            return self.exchange_claim(claim)
        if isinstance(claim, m.TurnDeclarerClaim):
            return self.turn_declarer_claim(claim)
        if isinstance(claim, m.TurnClaim):
            verb = "may" if claim.holds else "may not"
            if claim.turn == m.TurnMoment.FIRST:
                return (f"In a later deal, whose turn is the declarers', {self.side(claim.side)} {verb} make the "
                        f"first declaration with {self.cards(claim.declaration)}.")
            return (f"In a later deal, once the declarers (the side in turn) have passed, {self.side(claim.side)} "
                    f"{verb} declare {self.cards(claim.declaration)} at their own level.")
        last = f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        bid = f" at a bid of {claim.bid}" if claim.bid is not None else ""
        kitty = f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        return f"{claim.points} points{last}{kitty}{bid}: {self.outcome(claim.outcome)}."

    ROLES = {"declarer": "the declarer", "friend": "the friend", "attackers": "each attacker"}

    SEATS = {"same-player": "the declarer again", "partner": "the declarer's partner",
             "next-player": "the declarer's next player", "next-attacker": "the first attacker after the declarer",
             "first-to-declare": "the first to declare (declared anew, as a first deal)"}

    def next_deal_claim(self, claim: m.NextDealClaim) -> str:
        """A next-deal example in words: the deal, then the levels and the declarer of the next deal."""
        facts = f"{claim.points} points"
        facts += f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        facts += f" (won with {self.cards(claim.last_cards)})" if claim.last_cards else ""
        facts += f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f", played at level {claim.level}"
        facts += f" (the attackers at {claim.attackers_level})" if claim.attackers_level else ""
        said = [f"{self.SEATS[f.declarer.value]} declares" if f.declarer else
                f"{self.side(f.side)} win the match" if f.match_won else f"{self.side(f.side)} play level {f.level}"
                for f in claim.facts]
        return f"{facts}: in the next deal {', and '.join(said)}."

    def exchange_claim(self, claim: m.ExchangeClaim) -> str:
        """An exchange example (换三张) in words: the declarations face down, the hands, then each give in order."""
        shown = ", then ".join(self.cards(d) for d in claim.declarations)
        held = "".join(f", player {h.player} holding {self.cards(h.cards)} besides" for h in claim.holdings)
        gives = ", then ".join(f"player {g.giver} {'gives' if g.holds else 'may not give'} {self.cards(g.cards)} "
                               f"to player {g.receiver}" for g in claim.gives)
        return (f"Declared face down in this order, {shown} (player N makes declaration N){held}: in the exchange "
                f"{gives}.")

    def bidding_claim(self, claim: m.BiddingClaim) -> str:
        """A bidding in words: each step in turn (player 1 bids first), then who wins it."""
        steps = ", ".join("a pass" if s is None else str(s) for s in claim.steps)
        text = f"Bidding in turn from player 1: {steps}"
        if claim.refused:
            last = claim.steps[-1]
            return f"{text}: the last {'pass' if last is None else 'bid'} is refused."
        if claim.winner is None:
            return f"{text}: every player passes and the cards are dealt again."
        return f"{text}: player {claim.winner} wins the bidding at {claim.bid} and is the declarer."

    def friend_call_claim(self, claim: m.FriendCallClaim) -> str:
        """A friend call in words: the card and its copy, the plays of it (player 1 the declarer), the friend."""
        nth = {1: "first", 2: "second", 3: "third"}.get(claim.copy, f"{claim.copy}th")
        held = f", holding {self.cards(claim.held)}" if claim.held else ""
        text = f"The declarer (player 1){held} calls the {nth} {self.cards(claim.card)} played"
        if claim.plays:
            text += "; then " + ", ".join(f"player {p.player} plays {self.cards(p.cards)}" for p in claim.plays)
        if claim.refused:
            return f"{text}: the call is refused."
        if claim.friend is None:
            return f"{text}: the declarer has no friend and plays alone."
        return f"{text}: player {claim.friend} is the friend."

    def bury_claim(self, claim: m.BuryClaim) -> str:
        """A burial in words: the declarer's (扣底), or another player's jokers into the kitty (扣王)."""
        verb = "may" if claim.holds else "may not"
        if not claim.kitty:
            return (f"The declarer, holding {self.cards(claim.hand)} with the kitty taken up, {verb} bury "
                    f"{self.cards(claim.buried)}.")
        picked = f" and pick up {self.cards(claim.picked)}" if claim.picked else ""
        return (f"Once the declarer has buried {self.cards(claim.kitty)}, another player holding "
                f"{self.cards(claim.hand)} {verb} bury {self.cards(claim.buried)} into the kitty{picked}.")

    def nobody_declares_claim(self, claim: m.NobodyDeclaresClaim) -> str:
        """A deal nobody declares in, in words: the deal and its kitty, then the trump and the declarer."""
        deal = "the first deal" if claim.first_deal else "a later deal (the declarer carried over is player 1)"
        facts = (f"Nobody declares in {deal}, at level {claim.level}; the kitty, turned over in this order: "
                 f"{self.cards(claim.kitty)}")
        if claim.trump is None:
            return f"{facts}. The cards are dealt again."
        trump = "the deal is played at no-trump" if claim.trump == "NT" else f"trump is {self.suit(claim.trump)}"
        who = f", and player {claim.declarer} (from the first receiver) is the declarer" \
            if claim.declarer is not None else ""
        return f"{facts}. Then {trump}{who}."

    def turn_declarer_claim(self, claim: m.TurnDeclarerClaim) -> str:
        """Who becomes the declarer of a later deal, in words: the passes and declarations, then the declarer."""
        steps = ", then ".join(f"{self.side(s.side)} declare {self.cards(s.declaration)}" if s.declaration
                               else f"{self.side(s.side)} pass" for s in claim.steps)
        side = [s for s in claim.steps if s.declaration][claim.declarer - 1].side
        return (f"In a later deal whose turn is the declarers': {steps}. The player of declaration {claim.declarer} "
                f"({self.side(side)}) is the declarer.")
    TRIBUTE_ROLES = {"giver": "the giver", "receiver": "the receiver", "partner": "the giver's partner"}

    def tribute_claim(self, claim: m.TributeDealClaim) -> str:
        """A tribute example (进贡) in words: the deal, then who gives how many cards to whom in the next deal."""
        facts = f"{claim.points} points"
        facts += f", last trick to {self.W[claim.last_trick.value]}" if claim.last_trick else ""
        facts += f", the kitty {self.cards(claim.kitty)}" if claim.kitty else ""
        facts += f", {self.TRIBUTE_ROLES[claim.holder.value]} holding {self.cards(claim.held)}" if claim.holder else ""
        given = claim.given
        if isinstance(given, m.TributeTurned):
            turned = " (the tribute turned round)" if given.giver == m.TributeRole.RECEIVER else ""
            n = given.count
            return (f"{facts}: in the next deal {self.TRIBUTE_ROLES[given.giver.value]} gives "
                    f"{self.TRIBUTE_ROLES[given.receiver.value]} {n} card{'s' if n != 1 else ''}{turned}.")
        if given.kind == m.OutcomeKind.NOTHING:
            return f"{facts}: no tribute is given in the next deal."
        n = given.amount
        return f"{facts}: in the next deal {self.side(given.side)} give {n} card{'s' if n != 1 else ''} as tribute."

    def share_claim(self, claim: m.ShareClaim) -> str:
        """A level-share example (级差权) in words: the deal, then what each player gains."""
        facts = [f"{claim.points} points"]
        if claim.alone:
            facts.append("the declarer found no friend")
        if claim.level:
            facts.append(f"the declarers play {claim.level}")
        if claim.last_trick:
            played = f" with {self.cards(claim.last_cards)}" if claim.last_cards else ""
            facts.append(f"the last trick won{played} by {self.ROLES[claim.last_trick.value].replace('each ', 'an ')}")
        if claim.spoils:
            facts.append(f"the spoils given to {self.ROLES[claim.spoils.value]}")
        gains = [f"{self.ROLES[s.role.value]} {'gains' if s.levels >= 0 else 'loses'} {abs(s.levels)}"
                 for s in claim.shares] or ["nobody gains a level"]
        return f"{', '.join(facts)}: {', '.join(gains)}."

    def describe(self, note: Note) -> str:
        rule = note.rule
        if rule is None:
            return "The variant"
        if isinstance(rule, m.Show):
            what = f"declaration {esc(rule.name)}"
        elif isinstance(rule, m.OvercallOrder):
            what = "the overcall order"
        elif isinstance(rule, m.TableRow):
            points, last = self.condition(rule)
            what = f"the row “{points}”" + (f" (last trick to {last})" if any(
                isinstance(c, m.LastTrickCondition) for c in rule.conditions) else "")
        elif isinstance(rule, m.BonusRow):
            what = f"the kitty bonus of a {esc(rule.combination)}"
        elif isinstance(rule, m.DemotionRow):
            what = f"the kitty demotion by a {esc(rule.combination)}"
        elif isinstance(rule, m.LedRule):
            what = f"{rule.led.value} led"
        elif isinstance(rule, m.Example):
            what = f"example {esc(rule.name)}" if rule.name else "an example"
        elif isinstance(rule, m.Remark):
            what = f"remark {esc(rule.name)}"
        else:
            what = esc(rule_key(rule))
        return what + (f", {esc(note.setting)}" if note.setting else "")
