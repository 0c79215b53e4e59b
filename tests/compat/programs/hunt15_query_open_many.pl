% a query with variables matching many atoms of a grid of probabilistic cells
row(1). row(2). row(3). col(1). col(2). col(3).
0.5::on(R, C) :- row(R), col(C).
lit_row(R) :- row(R), on(R, C1), col(C1).
both(R, C) :- on(R, C), on(C, R).
query(on(_, _)). query(lit_row(_)). query(both(_, _)).
