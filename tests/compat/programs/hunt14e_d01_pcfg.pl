% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% probabilistic context-free grammar: sentence probabilities and parse alternatives
0.6::s_rule(1); 0.4::s_rule(2).
s(T, L, R) :- s_rule(1), np(T1, L, M), vp(T2, M, R), T = s(T1, T2).
s(T, L, R) :- s_rule(2), vp(T1, L, R), T = s(T1).
0.7::np_rule(D); 0.3::np_rule2(D) :- depth(D).
depth(0). depth(1).
np(np(W), [W|R], R) :- noun(W).
np(np(the, W), [the, W|R], R) :- noun(W).
vp(vp(W), [W|R], R) :- verb(W).
vp(vp(W, O), [W|M], R) :- verb(W), np(O, M, R).
0.5::noun(dog). 0.5::noun(cat).
0.6::verb(sees). 0.4::verb(runs).
sentence(L) :- s(_, L, []).
query(sentence([the, dog, runs])).
query(sentence([runs])).
query(sentence([dog, sees, the, cat])).
query(s(_, [cat, runs], [])).
