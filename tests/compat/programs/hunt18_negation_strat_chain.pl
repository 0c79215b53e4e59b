% stratified negation: access control with deny-overrides and inherited roles
user(u1). user(u2). user(u3).
0.7::member_of(u1, admin). 0.5::member_of(u2, staff). 0.9::member_of(u3, guest).
0.2::member_of(u2, admin).
inherits(admin, staff). inherits(staff, guest).
role(U, R) :- member_of(U, R).
role(U, R) :- member_of(U, R0), reach(R0, R).
reach(R0, R) :- inherits(R0, R).
reach(R0, R) :- inherits(R0, R1), reach(R1, R).
0.1::banned(U) :- user(U).
permit(U, read) :- role(U, guest), \+ banned(U).
permit(U, write) :- role(U, staff), \+ banned(U), \+ deny(U, write).
deny(U, write) :- role(U, guest), \+ role(U, staff).
query(permit(U, read)).
query(permit(U, write)).
