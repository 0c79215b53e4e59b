% written for this corpus by a find-only hunt (session 23; planning, inventory and Markov chains)
% Inventory over three days with uncertain demand and restocking by rule (arithmetic on state)
0.3::demand(D, 0); 0.5::demand(D, 1); 0.2::demand(D, 2) :- between(1, 3, D).
0.9::delivery(D) :- between(1, 3, D).
stock(0, 2).
stock(D, S) :- D > 0, D0 is D - 1, stock(D0, S0), demand(D, Q), restock(D, S0, R), S is max(0, S0 + R - Q).
restock(D, S0, 2) :- S0 < 1, delivery(D).
restock(D, S0, 0) :- S0 < 1, \+ delivery(D).
restock(_, S0, 0) :- S0 >= 1.
stockout(D) :- stock(D, 0).
query(stock(3, _)).
query(stockout(2)).
