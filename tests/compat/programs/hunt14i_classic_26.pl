% probabilistic map coloring: random available colours
0.8::avail(red). 0.7::avail(green). 0.6::avail(blue).
ok :- avail(A), avail(B), avail(C), A \= B, B \= C, A \= C.
ok2 :- avail(A), avail(B), A \= B.
query(ok).
query(ok2).
