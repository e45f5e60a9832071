"""The rule model of the climbing family (Gouji 够级, Baohuang 保皇, and the games they belong with).

A climbing variant shares the deck, the seats and teams, the scoring by tables and the citations with the
trick-taking family (verifier/model/deal.py, block.py); what is its own is the flow of a deal: the rank order without
suits, what a set is (一套牌), the beat relation, the round (lead, beat, pass, defer, close, take the wind), the
finishing places and the settlement by places, and each game's own rules (Gouji's gouji sets, burning, 无头, 四人乱缠,
revolution; Baohuang's call of the emperor). The words are those of shared/glossary.md's climbing section.

A set is held as counts, never as a list of suited cards: a core rank with its count, plus the small jokers, big
jokers and money (the 2s of Gouji) attached. Worked examples write a set as its cards without suits: `"SJ 8 8 8"`.
As everywhere in the model, a setting a file does not state is None: the sources are silent. Every class is also
a name of the model's face (`from verifier import model as m; m.SetKind`).
"""
