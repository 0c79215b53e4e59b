% hunt17: a mutant (agreeing with ProbLog) of hunt14k_unicode_order_1.pl: open-query-all
0.5::n('ü').
0.5::n(zed).
lt(X) :- n(X), X @< 'é'.
s(L) :- sort(['ü', a, 'é', 'Z'], L).
query(lt(_)).
query(s(_)).
query(n(_)).
query(lt(_)).
query(s(_)).
