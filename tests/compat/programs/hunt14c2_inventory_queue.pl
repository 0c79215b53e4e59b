% written for this corpus by a find-only hunt (session 22; inventory and queues)
% inventory: daily demand, stock update, stockout
0.3::demand(D, 0) ; 0.5::demand(D, 1) ; 0.2::demand(D, 2).
stock(0, 3).
stock(D, S) :- D > 0, D =< 3, Prev is D - 1, stock(Prev, S0), demand(D, Q), S1 is S0 - Q, S is max(S1, 0).
stockout(D) :- between(1, 3, D), stock(D, 0).
ever_stockout :- stockout(_).
query(stock(3, S)).
query(ever_stockout).
query(stockout(2)).
