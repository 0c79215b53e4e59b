% DCG-style parsing with explicit difference lists: a noisy tokeniser (each token misread with some probability) and a deterministic grammar
0.9::read(I, W, W); 0.1::read(I, W, unk) :- tok(I, W).
tok(1, the). tok(2, cat). tok(3, sleeps).
words([], N) :- N > 3.
words([X|Xs], I) :- I =< 3, read(I, _, X), J is I + 1, words(Xs, J).
sentence(S0, S) :- np(S0, S1), vp(S1, S).
np([the|S0], S) :- noun(S0, S).
noun([cat|S], S).
noun([dog|S], S).
vp([sleeps|S], S).
vp([unk|S], S).
parses :- words(W, 1), sentence(W, []).
query(parses).
query(words([the, unk, sleeps], 1)).
