% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 0
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(member(a,[a,b]), member(a,[a,b]), X).
r1(X) :- c(2), findall(member(a,[1,2,3]), member(a,[1,2,3]), X).
r2(X) :- c(3), findall(member(a,[[a],[b,c]]), member(a,[[a],[b,c]]), X).
r3(X) :- c(1), findall(member(a,[a-1,b-2]), member(a,[a-1,b-2]), X).
r4(X) :- c(2), findall(member(b,[a]), member(b,[a]), X).
r5(X) :- c(3), findall(member(b,[b,a,c]), member(b,[b,a,c]), X).
r6(X) :- c(1), findall(member(b,[1,2.0,2]), member(b,[1,2.0,2]), X).
r7(X) :- c(2), findall(member(b,[(a,1),(b,2)]), member(b,[(a,1),(b,2)]), X).
r8(X) :- c(3), findall(member(1,[]), member(1,[]), X).
r9(X) :- c(1), findall(member(1,[a,b,a]), member(1,[a,b,a]), X).
r10(X) :- c(2), findall(member(1,[3,1,2,1]), member(1,[3,1,2,1]), X).
r11(X) :- c(3), findall(member(1,[-1,0,1]), member(1,[-1,0,1]), X).
r12(X) :- c(1), findall(member(1,foo), member(1,foo), X).
r13(X) :- c(2), findall(member(f(_),[a,b]), member(f(_),[a,b]), X).
r14(X) :- c(3), findall(member(f(_),[1,2,3]), member(f(_),[1,2,3]), X).
r15(X) :- c(1), findall(member(f(_),[[a],[b,c]]), member(f(_),[[a],[b,c]]), X).
r16(X) :- c(2), findall(member(f(_),[a-1,b-2]), member(f(_),[a-1,b-2]), X).
r17(X) :- c(3), findall(member(z,[a]), member(z,[a]), X).
r18(X) :- c(1), findall(member(z,[b,a,c]), member(z,[b,a,c]), X).
r19(X) :- c(2), findall(member(z,[1,2.0,2]), member(z,[1,2.0,2]), X).
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
