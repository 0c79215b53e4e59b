% library(record): a directive records stock, rules read it back with recorded/2
:- use_module(library(record)).
:- recordz(stock, item(bolt, 10)), recordz(stock, item(nut, 0)), recordz(stock, item(gear, 3)).
in_stock(I) :- recorded(stock, item(I, N)), N > 0.
0.7::demand(bolt). 0.4::demand(nut). 0.9::demand(gear).
shortage :- demand(I), \+ in_stock(I).
query(in_stock(I)).
query(shortage).
