% possible/1, atom_number/2, numbervars/3 and subsumes_term/2
0.0::never. 0.4::maybe.
pos1 :- possible(maybe).
pos2 :- possible(never).
sub1 :- subsumes_term(f(_, b), f(a, b)).
sub2 :- subsumes_term(f(a, b), f(_, b)).
query(pos1). query(pos2). query(sub1). query(sub2).
