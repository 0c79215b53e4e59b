% a naive Bayes spam filter over word features, with evidence on observed words
0.4::spam.
w(free, 0.6, 0.05). w(money, 0.5, 0.1). w(meeting, 0.05, 0.4). w(click, 0.7, 0.02).
P::has(W) :- spam, w(W, P, _).
Q::has(W) :- \+ spam, w(W, _, Q).
evidence(has(free)). evidence(has(meeting), false). evidence(has(click)).
query(spam). query(has(money)).
