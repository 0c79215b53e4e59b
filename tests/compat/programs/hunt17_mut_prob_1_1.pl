% hunt17: a mutant (agreeing with ProbLog) of hunt14i_query_01.pl: prob-1 clause 3; open-query-all
0.3::p(1).
0.6::p(2).
1::p(3).
node(1).
node(2).
node(3).
query(p(X)) :- node(X), X > 1.
query(p(_)).
query(node(_)).
