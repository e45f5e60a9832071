"""The rulebook of the climbing family (Gouji 够级, Baohuang 保皇): its sections, their words in each language, and what a newcomer needs."""
