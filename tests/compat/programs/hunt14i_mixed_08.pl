% parse a probabilistic token stream with a difference-list grammar
0.8::tok(1, the) ; 0.2::tok(1, a).
0.7::tok(2, dog) ; 0.3::tok(2, cat).
0.6::tok(3, barks) ; 0.4::tok(3, sleeps).
words([W1, W2, W3]) :- tok(1, W1), tok(2, W2), tok(3, W3).
s(S0, S) :- np(S0, S1), vp(S1, S).
np([D, N|S], S) :- det(D), noun(N).
vp([V|S], S) :- verb(V).
det(the). det(a). noun(dog). noun(cat). verb(barks). verb(sleeps).
sensible(W) :- words(W), s(W, []), \+ (W = [_, cat, barks]).
query(sensible(_)).
