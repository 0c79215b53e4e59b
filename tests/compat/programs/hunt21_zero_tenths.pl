% hunt21: ten outcomes of 1/10 sum to 0.9999999999999999, and ProbLog's log-space complement is still exactly 0 (above -1e-10)
1/10::d(1); 1/10::d(2); 1/10::d(3); 1/10::d(4); 1/10::d(5); 1/10::d(6); 1/10::d(7); 1/10::d(8); 1/10::d(9); 1/10::d(10).
0.1::w(a); 0.1::w(b); 0.1::w(c); 0.1::w(d); 0.1::w(e); 0.1::w(f); 0.1::w(g); 0.1::w(h); 0.1::w(i); 0.1::w(j).
none_d :- \+ d(1), \+ d(2), \+ d(3), \+ d(4), \+ d(5), \+ d(6), \+ d(7), \+ d(8), \+ d(9), \+ d(10).
some_w :- w(_).
none_w :- \+ some_w.
pair :- d(1), w(a).
query(none_d).
query(some_w).
query(none_w).
query(pair).
