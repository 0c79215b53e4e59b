% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a numeric table: 1,500 key/value rows and repeated look-ups inside a noisy channel
:- use_module(library(lists)).
kv(K, V) :- between(1, 1500, K), V is (K * K) mod 97.
0.9::ok(K) :- member(K, [3, 700, 1499]).
0.1::garble(K) :- member(K, [3, 700, 1499]).
read(K, V) :- ok(K), kv(K, V).
read(K, 0) :- garble(K).
query(read(3, _)).
query(read(700, _)).
query(read(1499, _)).
