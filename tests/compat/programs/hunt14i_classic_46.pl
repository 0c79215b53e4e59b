% printing a multiplication table with nested between/3 and writeln
row(I) :- between(1, 4, J), P is I * J, write(P), write(' '), fail.
row(_) :- nl.
table :- between(1, 4, I), row(I), fail.
table.
query(table).
