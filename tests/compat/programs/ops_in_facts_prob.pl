% Probabilistic facts whose arguments are operator atoms; univ builds the terms.
0.2::op(+). 0.3::op(-). 0.4::op(*).
val(Op, V) :- op(Op), T =.. [Op, 5, 2], V is T.
any_positive :- val(_, V), V > 0.
query(val(_, _)). query(any_positive).
