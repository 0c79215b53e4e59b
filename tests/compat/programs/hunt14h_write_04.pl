% a directive that prints
:- writeln(loading_model).
0.5::a.
:- write(still_loading), nl.
query(a).
