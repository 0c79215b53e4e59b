% sample_uniform1/3: one draw from each of two urns (duplicate balls count twice), evidence on a ground draw
draw(U, B) :- urn(U, Balls), sample_uniform1(draw(U), Balls, B).
urn(u1, [red, red, blue]).
urn(u2, [red, blue, blue, green]).
same :- draw(u1, C), draw(u2, C).
query(draw(U, B)).
query(same).
evidence(draw(u2, blue), false).
