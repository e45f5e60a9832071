"""The rule model of the trick-taking family (Shengji 升级, Tractor 拖拉机, Finding Friends 找朋友): the levels and
the card order, combinations and throws, declaring and the kitty, following and ruffing, scoring, and who plays with
whom. Every class is also a name of the model's face (`from verifier import model as m; m.Declare`)."""
