% library files loaded by their own names: library('string.py') (the Python half of ProbLog's library(string))
:- use_module(library('string.py')).
0.6::colour(red); 0.4::colour(blue).
0.3::size(big).
label(L) :- colour(C), size(big), concat([big, '_', C], L).
label(L) :- colour(C), \+ size(big), join('-', [small, C], L).
query(label(_)).
