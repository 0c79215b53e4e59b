% queries of atoms whose arguments are operator terms (arithmetic, comparison, :, ->, unary minus)
0.4::holds(a > b). 0.5::holds(x = y). 0.6::holds((p :- q)).
0.7::holds(- a). 0.2::holds(m:f(x)). 0.3::holds((a -> b ; c)).
holds(1 + 2 * 3).
holds(f(- 1)).
holds(- (1)).
holds(\+ z).
query(holds(_)).
query(holds(a > b)).
query(holds(x = y)).
