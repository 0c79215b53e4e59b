% DCG-style: a balanced-brackets recogniser on difference lists over a string whose characters are probabilistic
0.7::ch(1, '('); 0.3::ch(1, ')').
0.5::ch(2, '('); 0.5::ch(2, ')').
0.5::ch(3, '('); 0.5::ch(3, ')').
0.2::ch(4, '('); 0.8::ch(4, ')').
str([A, B, C, D]) :- ch(1, A), ch(2, B), ch(3, C), ch(4, D).
bal(S, S).
bal(['('|S0], S) :- bal(S0, [')'|S1]), bal(S1, S).
balanced :- str(L), bal(L, []).
query(balanced).
query(str(['(', '(', ')', ')'])).
