stock(apple, 10). stock(pear, 0). stock(plum, 3).
0.1::spoiled(F) :- stock(F, N), N > 0.
avail(F, N) :- stock(F, N0), N0 > 0, (spoiled(F), N is N0 // 2 ; \+ spoiled(F), N = N0).
enough(F) :- avail(F, N), N >= 4.
query(avail(F, N)).
query(enough(F)).
