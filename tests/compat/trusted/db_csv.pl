% library(db): a CSV file as facts (header row, column types from the first data row, stripped
% text, an empty line skipped), used by probabilistic rules
:- use_module(library(db)).
:- csv_load('fruit.csv', fruit).
0.8::in_stock(F) :- fruit(F, _, S), S > 0.
0.5::cheap(F) :- fruit(F, P, _), P < 2.
buy(F) :- in_stock(F), cheap(F).
query(fruit(_, _, _)). query(buy(_)). query(fruit(pear, P, _)).
