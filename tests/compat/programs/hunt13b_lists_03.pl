% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 3
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(prefix([a],[1,2,3]), prefix([a],[1,2,3]), X).
r1(X) :- c(2), findall(prefix([],[]), prefix([],[]), X).
r2(X) :- c(3), findall(prefix([],[a,b,a]), prefix([],[a,b,a]), X).
r3(X) :- c(1), findall(prefix([],[3,1,2,1]), prefix([],[3,1,2,1]), X).
r4(X) :- c(2), findall(prefix([b],[a]), prefix([b],[a]), X).
r5(X) :- c(3), findall(prefix([b],[b,a,c]), prefix([b],[b,a,c]), X).
r6(X) :- c(1), findall(prefix([b],[1,2.0,2]), prefix([b],[1,2.0,2]), X).
r7(X) :- c(2), findall(select(a,[a,b],R0), select(a,[a,b],R0), X).
r8(X) :- c(3), findall(select(a,[1,2,3],R0), select(a,[1,2,3],R0), X).
r9(X) :- c(1), findall(select(b,[],R0), select(b,[],R0), X).
r10(X) :- c(2), findall(select(b,[a,b,a],R0), select(b,[a,b,a],R0), X).
r11(X) :- c(3), findall(select(b,[3,1,2,1],R0), select(b,[3,1,2,1],R0), X).
r12(X) :- c(1), findall(select(1,[a],R0), select(1,[a],R0), X).
r13(X) :- c(2), findall(select(1,[b,a,c],R0), select(1,[b,a,c],R0), X).
r14(X) :- c(3), findall(select(1,[1,2.0,2],R0), select(1,[1,2.0,2],R0), X).
r15(X) :- c(1), findall(select(f(_),[a,b],R0), select(f(_),[a,b],R0), X).
r16(X) :- c(2), findall(select(f(_),[1,2,3],R0), select(f(_),[1,2,3],R0), X).
r17(X) :- c(3), findall(select(z,[],R0), select(z,[],R0), X).
r18(X) :- c(1), findall(select(z,[a,b,a],R0), select(z,[a,b,a],R0), X).
r19(X) :- c(2), findall(select(z,[3,1,2,1],R0), select(z,[3,1,2,1],R0), X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
query(r10(_)).
query(r11(_)).
query(r12(_)).
query(r13(_)).
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
